import { sameIssues, type QuoterSteps, type ValidationError } from '@diecut/quote-core'

/**
 * The previous errors when the new ones say the same, so a store subscriber of the errors does
 * not re-render on a change that leaves them as they were (e.g. typing a quantity).
 */
export const keepEqualErrors = (
  prev: readonly ValidationError[] | undefined,
  next: readonly ValidationError[],
): readonly ValidationError[] => (prev !== undefined && sameIssues(prev, next) ? prev : next)

/** The previous steps when every flag is unchanged (see `keepEqualErrors`). */
export const keepEqualSteps = (prev: QuoterSteps | undefined, next: QuoterSteps): QuoterSteps =>
  prev !== undefined &&
  (Object.keys(next) as (keyof QuoterSteps)[]).every((k) => prev[k] === next[k]) &&
  Object.keys(prev).length === Object.keys(next).length
    ? prev
    : next
