import {
  hasBlockingIssues,
  issuesOf,
  sizeErrorsPresent,
  type ValidationError,
} from '@diecut/quote-core'
import { useMemo } from 'react'
import { useQuoteStore } from './use-quote-store'

export type OrderIssues = {
  readonly all: readonly ValidationError[]
  /** The 'Items Incomplete' list: blocking issues. */
  readonly blocking: readonly ValidationError[]
  /** Non-blocking notices (shown, never stopping the order). */
  readonly notices: readonly ValidationError[]
  readonly complete: boolean
  /** Width, length, depth or carton size errors: re-quoting is held. */
  readonly sizeErrors: boolean
  readonly ofCategory: (category: string) => readonly ValidationError[]
}

/** The order's validation issues (quote-core's exact messages), grouped for the UI. */
export const useOrderIssues = (): OrderIssues => {
  const all = useQuoteStore((s) => s.errors)
  return useMemo(
    () => ({
      all,
      blocking: all.filter((e) => e.blocking),
      notices: all.filter((e) => !e.blocking),
      complete: !hasBlockingIssues(all),
      sizeErrors: sizeErrorsPresent(all),
      ofCategory: (category: string) => issuesOf(all, category),
    }),
    [all],
  )
}
