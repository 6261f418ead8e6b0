import type { Order } from '@diecut/quote-core'
import { CartonShapeStep } from '../carton-quoter/CartonShapeStep'
import { LabelShapeStep } from '../label-quoter/LabelShapeStep'
import { RevealedStep } from './RevealedStep'

/** What a shape or size step needs: the order, its number, which product, what unlocks it. */
export type ShapeStepProps = {
  order: Order
  number: number
  /** A carton's step, or a label's. */
  carton: boolean
  /** Shown while the step is locked; without it, what quote-core finds the step waits for. */
  lockedHint?: string
}

/** The Shape (labels) or Carton Style step, locked and ticked as quote-core decides. */
export const ShapeStep = ({ order, number, carton, lockedHint }: ShapeStepProps) => {
  return (
    <RevealedStep
      step="shape"
      number={number}
      id="step-shape"
      title={carton ? 'Carton Style' : 'Shape'}
      lockedHint={lockedHint}
    >
      {carton ? <CartonShapeStep order={order} /> : <LabelShapeStep order={order} />}
    </RevealedStep>
  )
}
