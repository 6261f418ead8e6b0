import { memo } from 'react'
import { labelSubstrates, type Order } from '@diecut/quote-core'
import { useOrderIssues, useSteps } from '@diecut/quote-react'
import { AdditionalOptions, ArtworkStep, RollOptions } from '../quoter/late-sections'
import {
  MaterialLaminateSteps,
  useMaterialLaminateStepCount,
} from '../quoter/MaterialLaminateSteps'
import { NotesField } from '../quoter/NotesField'
import { Step } from '../quoter/Step'
import { ApplicationStep } from './ApplicationStep'
import { BackingChoice } from './BackingChoice'
import { LabelShapeStep } from './LabelShapeStep'
import { LabelSizeStep } from './LabelSizeStep'

const listed = labelSubstrates.filter((s) => s.listed)

/** The label quoter's steps 1-6 (SPEC.md section 2), revealed as the core's step rules allow. */
export const LabelQuoter = memo(function LabelQuoter({ order }: { order: Order }) {
  const steps = useSteps()
  const issues = useOrderIssues()
  const has = (c: string) => issues.ofCategory(c).some((e) => e.blocking)
  let n = useMaterialLaminateStepCount()
  return (
    <div className="steps">
      <MaterialLaminateSteps order={order} materials={listed} withTabs />
      <Step
        number={++n}
        id="step-shape"
        title="Shape"
        enabled={steps.shape}
        lockedHint="Choose a material and laminate first."
        complete={order.shape_id !== null}
      >
        <LabelShapeStep order={order} />
      </Step>
      <Step
        number={++n}
        id="step-size"
        title="Size"
        enabled={steps.size}
        lockedHint="Choose a shape first."
        complete={order.width !== null && order.length !== null && !issues.sizeErrors}
      >
        <LabelSizeStep order={order} />
      </Step>
      <Step
        number={++n}
        id="step-application"
        title="Select Application"
        enabled={steps.application}
        lockedHint="Enter your size first."
        complete={order.form_factor_id !== null && !has('roll_direction')}
      >
        <ApplicationStep order={order} />
      </Step>
      <Step
        number={++n}
        id="step-artwork"
        title="Upload Artwork"
        enabled={steps.artwork}
        lockedHint="Select the application first."
        complete={!has('artwork') && !has('quantity') && !has('total_qty')}
      >
        <ArtworkStep order={order} />
      </Step>
      {steps.artwork ? (
        <>
          <section className="sub-step" aria-labelledby="options-title">
            <h2 id="options-title" className="sub-step-title">
              Additional Options
            </h2>
            <AdditionalOptions order={order} />
            <BackingChoice order={order} />
          </section>
          <section className="sub-step" aria-labelledby="roll-title">
            <h2 id="roll-title" className="sub-step-title">
              Label Roll Options
            </h2>
            <RollOptions order={order} />
          </section>
          <section className="sub-step" aria-labelledby="notes-title">
            <h2 id="notes-title" className="sub-step-title">
              Notes
            </h2>
            <NotesField order={order} />
          </section>
        </>
      ) : null}
    </div>
  )
})
