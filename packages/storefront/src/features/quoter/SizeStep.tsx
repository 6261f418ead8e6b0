import { CartonSizeStep } from '../carton-quoter/CartonSizeStep'
import { LabelSizeStep } from '../label-quoter/LabelSizeStep'
import type { ShapeStepProps } from './ShapeStep'
import { RevealedStep } from './RevealedStep'

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
  return (
    <RevealedStep step="size" number={number} id="step-size" title="Size" lockedHint={lockedHint}>
      {carton ? (
        <CartonSizeStep order={order} die={die} />
      ) : (
        <LabelSizeStep order={order} die={die} />
      )}
    </RevealedStep>
  )
}
