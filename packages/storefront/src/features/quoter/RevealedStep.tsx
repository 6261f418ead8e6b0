import { useCompletedSteps, useStepLock, useSteps } from '@diecut/quote-react'
import type { ComponentProps } from 'react'
import { Step } from './Step'

type Revealed = 'shape' | 'size' | 'application' | 'quantity' | 'artwork'

const hasLock = (step: Revealed): step is 'shape' | 'size' => step === 'shape' || step === 'size'

/**
 * A quoter step quote-core reveals and ticks (docs/product.md section 4, "Step reveal"): locked until
 * its turn, complete once its choice stands. Without a `lockedHint`, a locked Shape or Size
 * says what quote-core finds it waits for (the material, its laminate, the shape).
 */
export const RevealedStep = ({
  step,
  lockedHint,
  ...props
}: { step: Revealed } & Omit<ComponentProps<typeof Step>, 'enabled' | 'complete'>) => {
  const steps = useSteps()
  const done = useCompletedSteps()
  const lock = useStepLock(hasLock(step) ? step : 'shape')
  const hint = lockedHint ?? (hasLock(step) ? lock?.message : undefined)
  return <Step {...props} lockedHint={hint} enabled={steps[step]} complete={done[step]} />
}
