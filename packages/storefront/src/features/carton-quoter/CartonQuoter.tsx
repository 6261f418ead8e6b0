import { memo } from 'react'
import { cartonSubstrates, SHAPE, type Order } from '@diecut/quote-core'
import { useOrderIssues, useSteps } from '@diecut/quote-react'
import { AdditionalOptions, ArtworkStep } from '../quoter/late-sections'
import {
  MaterialLaminateSteps,
  useMaterialLaminateStepCount,
} from '../quoter/MaterialLaminateSteps'
import { NotesField } from '../quoter/NotesField'
import { Step } from '../quoter/Step'
import { CartonShapeStep } from './CartonShapeStep'
import { CartonSizeStep } from './CartonSizeStep'
import { CustomShapeHelp } from './CustomShapeHelp'

const listed = cartonSubstrates.filter((s) => s.listed)

/** The carton quoter's six steps (SPEC.md section 2). */
export const CartonQuoter = memo(function CartonQuoter({ order }: { order: Order }) {
  const steps = useSteps()
  const issues = useOrderIssues()
  const has = (c: string) => issues.ofCategory(c).some((e) => e.blocking)
  const custom = order.shape_id === SHAPE.customCarton
  let n = useMaterialLaminateStepCount()
  return (
    <div className="steps">
      <MaterialLaminateSteps order={order} materials={listed} withTabs={false} />
      <Step
        number={++n}
        id="step-shape"
        title="Carton Style"
        enabled={steps.shape}
        lockedHint="Choose a material and laminate first."
        complete={order.shape_id !== null}
      >
        <CartonShapeStep order={order} />
      </Step>
      {custom ? (
        <Step number={++n} id="step-custom" title="Custom Shape">
          <CustomShapeHelp order={order} />
        </Step>
      ) : null}
      <Step
        number={++n}
        id="step-size"
        title="Size"
        enabled={steps.size}
        lockedHint="Choose a carton style first."
        complete={order.depth !== null && !issues.sizeErrors}
      >
        <CartonSizeStep order={order} />
      </Step>
      <Step
        number={++n}
        id="step-artwork"
        title="Upload Artwork"
        enabled={steps.artwork}
        lockedHint="Enter length, width and depth first."
        complete={!has('artwork') && !has('quantity') && !has('total_qty')}
      >
        <ArtworkStep order={order} forceLater={order.is_blank} />
      </Step>
      {steps.artwork ? (
        <>
          <section className="sub-step" aria-labelledby="options-title">
            <h2 id="options-title" className="sub-step-title">
              Additional Options
            </h2>
            <AdditionalOptions order={order} />
          </section>
          <section className="sub-step" aria-labelledby="notes-title">
            <h2 id="notes-title" className="sub-step-title">
              Additional Order Notes
            </h2>
            <NotesField order={order} />
          </section>
        </>
      ) : null}
    </div>
  )
})
