import { sameIssues, valueEquals, type Order, type ValidationError } from '@diecut/quote-core'

/**
 * The previous errors when the new ones say the same, so a store subscriber of the errors does
 * not re-render on a change that leaves them as they were (e.g. typing a quantity).
 */
export const keepEqualErrors = (
  prev: readonly ValidationError[] | undefined,
  next: readonly ValidationError[],
): readonly ValidationError[] => (prev !== undefined && sameIssues(prev, next) ? prev : next)

/**
 * The previous flags (revealed steps, completed steps) when every flag is unchanged (see
 * `keepEqualErrors`).
 */
export const keepEqualFlags = <T extends Readonly<Record<string, boolean>>>(
  prev: T | undefined,
  next: T,
): T =>
  prev !== undefined &&
  Object.keys(next).every((k) => prev[k] === next[k]) &&
  Object.keys(prev).length === Object.keys(next).length
    ? prev
    : next

/**
 * The previous order when the new one holds the same values (e.g. the server's answer to a
 * change this side already applied), so nothing that shows the order renders again. Same
 * values as the core's reducer judges them.
 */
export const keepEqualOrder = (prev: Order | undefined, next: Order): Order =>
  prev !== undefined && valueEquals(prev, next) ? prev : next
