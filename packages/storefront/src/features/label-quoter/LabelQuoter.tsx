import { memo } from 'react'
import { labelSubstrates, type Order } from '@diecut/quote-core'
import { useSteps } from '@diecut/quote-react'
import { AdditionalOptions, RollOptions } from '../quoter/late-sections'
import {
  MaterialLaminateSteps,
  useMaterialLaminateStepCount,
} from '../quoter/MaterialLaminateSteps'
import { NotesField } from '../quoter/NotesField'
import { ShapeStep } from '../quoter/ShapeStep'
import { QuantityStep } from '../quoter/QuantityStep'
import { SizeStep } from '../quoter/SizeStep'
import { RevealedStep } from '../quoter/RevealedStep'
import { SubStep } from '../quoter/SubStep'
import { UploadArtworkStep } from '../quoter/UploadArtworkStep'
import { ApplicationStep } from './ApplicationStep'
import { BackingChoice } from './BackingChoice'

const listed = labelSubstrates.filter((s) => s.listed)

/** The label quoter's steps (docs/product.md section 2, with Quantity after the size), revealed as the core's step rules allow. */
export const LabelQuoter = memo(function LabelQuoter({ order }: { order: Order }) {
  const steps = useSteps()
  let n = useMaterialLaminateStepCount()
  return (
    <div className="steps">
      <MaterialLaminateSteps order={order} materials={listed} withTabs />
      <ShapeStep
        order={order}
        number={++n}
        carton={false}
        lockedHint="Choose a material and laminate first."
      />
      <SizeStep order={order} number={++n} carton={false} lockedHint="Choose a shape first." />
      <QuantityStep order={order} number={++n} lockedHint="Enter your size first." />
      <RevealedStep
        step="application"
        number={++n}
        id="step-application"
        title="Select Application"
        lockedHint="Enter your size first."
      >
        <ApplicationStep order={order} />
      </RevealedStep>
      <UploadArtworkStep order={order} number={++n} lockedHint="Select the application first." />
      {steps.artwork ? (
        <>
          <SubStep id="options" title="Additional Options">
            <AdditionalOptions order={order} />
            <BackingChoice order={order} />
          </SubStep>
          <SubStep id="roll" title="Label Roll Options">
            <RollOptions order={order} />
          </SubStep>
          <SubStep id="notes" title="Notes">
            <NotesField order={order} />
          </SubStep>
        </>
      ) : null}
    </div>
  )
})
