import type { QuoterSteps, ValidationError } from '@diecut/quote-core'

const sameError = (a: ValidationError, b: ValidationError): boolean =>
  a.category === b.category &&
  a.subcategory === b.subcategory &&
  a.message === b.message &&
  a.blocking === b.blocking &&
  a.code === b.code &&
  (a.path ?? []).join('\u0000') === (b.path ?? []).join('\u0000')

/**
 * The previous errors when the new ones say the same, so a store subscriber of the errors does
 * not re-render on a change that leaves them as they were (e.g. typing a quantity).
 */
export const keepEqualErrors = (
  prev: readonly ValidationError[] | undefined,
  next: readonly ValidationError[],
): readonly ValidationError[] =>
  prev !== undefined && prev.length === next.length && prev.every((e, i) => sameError(e, next[i]!))
    ? prev
    : next

/** The previous steps when every flag is unchanged (see `keepEqualErrors`). */
export const keepEqualSteps = (prev: QuoterSteps | undefined, next: QuoterSteps): QuoterSteps =>
  prev !== undefined &&
  (Object.keys(next) as (keyof QuoterSteps)[]).every((k) => prev[k] === next[k]) &&
  Object.keys(prev).length === Object.keys(next).length
    ? prev
    : next
