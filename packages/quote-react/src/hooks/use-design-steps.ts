import {
  designNext,
  designStepNumber,
  designStepReachable,
  designStepsOf,
  initialDesignStep,
  previousDesignStep,
  type DesignNext,
  type DesignStep,
} from '@diecut/quote-core'
import { useEffect, useMemo, useState } from 'react'
import { useQuoteStore } from './use-quote-store'

export type DesignSteps = {
  readonly step: DesignStep
  /** The steps after the landing this order goes through (the summary's step buttons). */
  readonly path: readonly DesignStep[]
  /** 'Step N of 4', or null on the landing and for edits and recreation (one step). */
  readonly number: { readonly n: number; readonly of: number } | null
  readonly next: DesignNext
  readonly back: DesignStep | null
  readonly reachable: (step: DesignStep) => boolean
  readonly goTo: (step: DesignStep) => void
}

/**
 * The design quoter's step machine over the store's order (quote-core's design-steps): where the
 * customer is, Next and its label, Back, and the step buttons. An order opened from its address
 * (`openedId`) starts at the quoter step once it has loaded with a design type.
 */
export const useDesignSteps = (
  openedId: number | null,
  options: { readonly editMode?: boolean } = {},
): DesignSteps => {
  const order = useQuoteStore((s) => s.order)
  const errors = useQuoteStore((s) => s.errors)
  const [step, setStep] = useState<DesignStep>(() => initialDesignStep(order))
  const [opened] = useState(openedId)
  const loaded = opened !== null && order.id === opened
  const start = loaded ? initialDesignStep(order) : null
  useEffect(() => {
    if (start === 'quoter') setStep((s) => (s === 'landing' ? 'quoter' : s))
  }, [start])
  // A fresh quote (after Add to Cart or Save) has no design type: back to the landing.
  const fresh = order.id === 0 && initialDesignStep(order) === 'landing'
  useEffect(() => {
    if (fresh) setStep('landing')
  }, [fresh])
  const editMode = options.editMode === true
  return useMemo(
    () => ({
      step,
      path: designStepsOf(order).filter((s) => s !== 'landing'),
      number: designStepNumber(step, order),
      next: designNext(step, order, errors, { editMode }),
      back: previousDesignStep(step, order),
      reachable: (s: DesignStep) => designStepReachable(s, order, errors),
      goTo: setStep,
    }),
    [step, order, errors, editMode],
  )
}
