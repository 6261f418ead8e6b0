import {
  designFieldMessage,
  designNext,
  designStepNumber,
  designStepReachable,
  designStepsOf,
  initialDesignStep,
  designStepOfCategory,
  previousDesignStep,
  type DesignFieldSection,
  type DesignNext,
  type DesignStep,
  type ValidationError,
} from '@diecut/quote-core'
import { useCallback, useEffect, useMemo, useState } from 'react'
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
  /**
   * The missing item a section shows beside its fields (e.g. 'Upload Logo Files'), or null
   * until it matters: the customer touched the section or asked what is missing.
   */
  readonly fieldMessage: (section: DesignFieldSection) => string | null
  /** The customer worked in a section (answered its question, added or removed a file). */
  readonly touch: (section: DesignFieldSection) => void
  /** The customer chose an Items Incomplete entry: its step opens and missing items show. */
  readonly askMissing: (issue: ValidationError) => void
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
  const [touched, setTouched] = useState<ReadonlySet<DesignFieldSection>>(() => new Set())
  const [asked, setAsked] = useState(false)
  const [opened] = useState(openedId)
  const loaded = opened !== null && order.id === opened
  const start = loaded ? initialDesignStep(order) : null
  useEffect(() => {
    if (start === 'quoter') setStep((s) => (s === 'landing' ? 'quoter' : s))
  }, [start])
  // A fresh quote (after Add to Cart or Save) has no design type: back to the landing.
  const fresh = order.id === 0 && initialDesignStep(order) === 'landing'
  useEffect(() => {
    if (!fresh) return
    setStep('landing')
    setTouched((t) => (t.size === 0 ? t : new Set()))
    setAsked(false)
  }, [fresh])
  const touch = useCallback((section: DesignFieldSection) => {
    setTouched((t) => (t.has(section) ? t : new Set([...t, section])))
  }, [])
  const askMissing = useCallback((issue: ValidationError) => {
    setAsked(true)
    setStep(designStepOfCategory(issue.category))
  }, [])
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
      fieldMessage: (section: DesignFieldSection) =>
        designFieldMessage(section, errors, { touched: touched.has(section), asked }),
      touch,
      askMissing,
    }),
    [step, order, errors, editMode, touched, asked, touch, askMissing],
  )
}
