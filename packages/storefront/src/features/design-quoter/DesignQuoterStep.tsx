import {
  cartonSubstrates,
  COLOR,
  colorAvailability,
  colorModeToggled,
  DESIGN_TYPE,
  designBriefChanged,
  designTypes,
  industries,
  INDUSTRY_NOT_APPLICABLE,
  labelSubstrates,
  PRODUCT_TYPE,
  VECTOR_LOGO_FILE_NAMES,
  MIN_ARTWORK_PPI,
  type Order,
} from '@diecut/quote-core'
import { useCompletedSteps, useDispatch, type DesignSteps } from '@diecut/quote-react'
import { useId } from 'react'
import { Notice } from '../../components/Notice'
import {
  MaterialLaminateSteps,
  useMaterialLaminateStepCount,
} from '../quoter/MaterialLaminateSteps'
import { OptionCard } from '../quoter/OptionCard'
import { OptionSwitch } from '../quoter/options/OptionSwitch'
import { ShapeStep } from '../quoter/ShapeStep'
import { SizeStep } from '../quoter/SizeStep'
import { Step } from '../quoter/Step'
import { SubStep } from '../quoter/SubStep'
import { BriefTextField } from './BriefTextField'
import { DesignArtworkUpload } from './DesignArtworkUpload'
import { QuoteUploadField } from './QuoteUploadField'

const labelMaterials = labelSubstrates.filter((s) => s.listed)
const cartonMaterials = cartonSubstrates.filter((s) => s.listed)

/** The quoter step of the design quote, in the order of docs/product.md section 2. */
export const DesignQuoterStep = ({
  order,
  flow,
}: {
  order: Order
  flow: Pick<DesignSteps, 'fieldMessage' | 'touch'>
}) => {
  const dispatch = useDispatch()
  const done = useCompletedSteps()
  const industryId = useId()
  const gd = order.graphic_design_order_details
  const type = gd?.design_type_id ?? null
  const carton = gd?.design_product_type_id === PRODUCT_TYPE.carton
  const custom = type === DESIGN_TYPE.custom
  const logoMessage = flow.fieldMessage('logo')
  const blackInk = colorAvailability(order, COLOR.blackOnly)
  let n = useMaterialLaminateStepCount()
  return (
    <div className="steps">
      <MaterialLaminateSteps
        order={order}
        materials={carton ? cartonMaterials : labelMaterials}
        withTabs={!carton}
      />
      <ShapeStep order={order} number={++n} carton={carton} />
      <SizeStep order={order} number={++n} carton={carton} die={false} />
      <SubStep id="ink" title="Ink">
        <OptionSwitch
          label="Black Ink Only"
          checked={order.color_id === COLOR.blackOnly}
          availability={blackInk}
          description="The design uses black ink only: no colour, no white."
          onToggle={(on) => dispatch(colorModeToggled({ colorId: COLOR.blackOnly, on }))}
        />
      </SubStep>
      {!custom ? (
        <Step number={++n} id="step-artwork" title="Upload Artwork" complete={done.artwork}>
          <DesignArtworkUpload orderId={order.id} />
        </Step>
      ) : null}
      {!custom ? (
        <Step
          number={++n}
          id="step-instructions"
          title="Artwork Instructions"
          complete={done.instructions}
        >
          <BriefTextField
            field="comments_graphic_design"
            label="Artwork Instructions"
            hint="What should change: text, colours, sizes, what to keep."
            rows={5}
          />
        </Step>
      ) : null}
      <Step number={++n} id="step-logo" title="Your Logo" complete={done.logo}>
        <div className="stack">
          <fieldset className="stack-sm">
            <legend className="option-group-title">
              Do you have a vector logo ({VECTOR_LOGO_FILE_NAMES})?
            </legend>
            <div className="card-grid-2" role="radiogroup" aria-label="Vector logo">
              {[
                { v: true, title: 'Yes', text: 'I will upload my vector logo.' },
                { v: false, title: 'No', text: 'My logo is an image (JPG, PNG) or I have none.' },
              ].map((o) => (
                <OptionCard
                  key={o.title}
                  name="vector-logo"
                  value={o.title}
                  checked={gd?.is_vector_logo === o.v}
                  onSelect={() => {
                    flow.touch('logo')
                    dispatch(designBriefChanged({ is_vector_logo: o.v }))
                  }}
                  title={o.title}
                  description={o.text}
                  compact
                />
              ))}
            </div>
          </fieldset>
          <QuoteUploadField
            type="logo"
            label="Logo files"
            hint={`Logos under ${MIN_ARTWORK_PPI} ppi are recreated. We do not create logos or brand identities.`}
            onChange={() => flow.touch('logo')}
          />
          {logoMessage ? <p className="field-error">{logoMessage}</p> : null}
        </div>
      </Step>
      {custom ? (
        <Step number={++n} id="step-files" title="Additional Files">
          <DesignArtworkUpload orderId={order.id} />
        </Step>
      ) : null}
      {custom ? (
        <Step
          number={++n}
          id="step-industry"
          title="Industry & Regulatory Information"
          complete={done.industry}
        >
          <div className="stack">
            <div className="field">
              <label className="field-label" htmlFor={industryId}>
                Industry
              </label>
              <select
                id={industryId}
                className="select"
                value={gd?.product_industry_id ?? ''}
                onChange={(e) =>
                  dispatch(
                    designBriefChanged({
                      product_industry_id: e.target.value === '' ? null : Number(e.target.value),
                    }),
                  )
                }
              >
                <option value="">Select your industry</option>
                {industries.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label}
                  </option>
                ))}
              </select>
            </div>
            {gd?.product_industry_id !== INDUSTRY_NOT_APPLICABLE ? (
              <BriefTextField
                field="product_regulatory_information"
                label="Regulatory Information"
                hint="What must appear by law: net contents, warnings, nutrition or drug facts, certifications."
                rows={4}
              />
            ) : null}
          </div>
        </Step>
      ) : null}
    </div>
  )
}

/** The quoter step's heading: Artwork Edits, Artwork Recreation or Custom Artwork. */
export const designHeading = (order: Order): string =>
  designTypes.find((t) => t.id === order.graphic_design_order_details?.design_type_id)?.heading ??
  'Design'

/** The Artwork Edits note of docs/product.md section 2. */
export const EditsNote = () => (
  <Notice tone="info">
    If only colours change in 5 or fewer files, or one word changes, proceed with a full order and
    put your changes in the Artwork Instructions box.
  </Notice>
)
