import { useCompletedSteps, useSteps } from '@diecut/quote-react'
import { CartonSizeStep } from '../carton-quoter/CartonSizeStep'
import { LabelSizeStep } from '../label-quoter/LabelSizeStep'
import type { ShapeStepProps } from './ShapeStep'
import { Step } from './Step'

/**
 * The Size step of a label or carton, locked and ticked as quote-core decides; a design order
 * sizes its artwork only and goes without the die panel (`die={false}`).
 */
export const SizeStep = ({
  order,
  number,
  carton,
  lockedHint,
  die = true,
}: ShapeStepProps & { die?: boolean }) => {
  const steps = useSteps()
  const done = useCompletedSteps()
  return (
    <Step
      number={number}
      id="step-size"
      title="Size"
      enabled={steps.size}
      lockedHint={lockedHint}
      complete={done.size}
    >
      {carton ? (
        <CartonSizeStep order={order} die={die} />
      ) : (
        <LabelSizeStep order={order} die={die} />
      )}
    </Step>
  )
}
