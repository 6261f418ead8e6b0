import { designBriefChanged, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { Switch } from '../../components/Switch'
import { BriefTextField } from './BriefTextField'
import { DesignArtworkUpload } from './DesignArtworkUpload'
import { QuoteUploadField } from './QuoteUploadField'

/** Describe Your Brand and Product: every text of the brief, fonts, creative vision and files. */
export const BrandProductStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const gd = order.graphic_design_order_details
  return (
    <div className="stack">
      <section className="step" aria-labelledby="brand-title">
        <header className="step-head">
          <h2 id="brand-title" className="step-title">
            Describe Your Brand and Product
          </h2>
        </header>
        <div className="stack">
          <BriefTextField
            field="brand_description"
            label="Brand Description"
            hint="Who you are, who buys from you, what makes you different."
            rows={4}
          />
          <BriefTextField field="website_url" label="Website" type="url" placeholder="https://" />
          <BriefTextField
            field="product_name_description"
            label="Product Name & Description"
            rows={3}
          />
          <BriefTextField
            field="product_ingredients_directions"
            label="Product Ingredients & Directions for Use"
            rows={4}
          />
          <BriefTextField
            field="look_feel_description"
            label="Look & Feel"
            hint="Three words or a sentence: e.g. warm, handmade, premium."
            rows={3}
          />
        </div>
      </section>
      <section className="sub-step" aria-labelledby="fonts-title">
        <h2 id="fonts-title" className="sub-step-title">
          Fonts
        </h2>
        <div className="stack">
          <BriefTextField
            field="specific_fonts"
            label="Preferred Fonts"
            hint="Fonts you use or like, or a description (a clean sans serif, a classic serif)."
          />
          <Switch
            checked={gd?.is_font_license_needed === true}
            onChange={(on) => dispatch(designBriefChanged({ is_font_license_needed: on }))}
            label="My font needs a licence bought for print"
          />
        </div>
      </section>
      <section className="sub-step" aria-labelledby="vision-title">
        <h2 id="vision-title" className="sub-step-title">
          Creative Vision
        </h2>
        <QuoteUploadField
          type="creative_vision"
          label="Creative vision files"
          hint="Sketches, mood boards, photos of your product or shelf."
        />
      </section>
      <section className="sub-step" aria-labelledby="more-title">
        <h2 id="more-title" className="sub-step-title">
          Additional Text & Files
        </h2>
        <div className="stack">
          <BriefTextField
            field="additional_text"
            label="Additional Text"
            hint="Anything else on the label: claims, barcodes, address, social handles."
            rows={4}
          />
          <DesignArtworkUpload orderId={order.id} />
        </div>
      </section>
    </div>
  )
}
