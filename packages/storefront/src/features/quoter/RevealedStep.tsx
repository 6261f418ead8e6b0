import { useCompletedSteps, useSteps } from '@diecut/quote-react'
import type { ComponentProps } from 'react'
import { Step } from './Step'

/**
 * A quoter step quote-core reveals and ticks (SPEC.md section 4, "Step reveal"): locked until
 * its turn, complete once its choice stands.
 */
export const RevealedStep = ({
  step,
  ...props
}: { step: 'shape' | 'size' | 'application' | 'quantity' | 'artwork' } & Omit<
  ComponentProps<typeof Step>,
  'enabled' | 'complete'
>) => {
  const steps = useSteps()
  const done = useCompletedSteps()
  return <Step {...props} enabled={steps[step]} complete={done[step]} />
}
