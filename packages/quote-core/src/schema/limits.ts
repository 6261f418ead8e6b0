/**
 * Numeric limits of the order's fields, in a module of their own so that rules and reducers
 * can read them without loading the Schemas (which the quoter's first screen does without).
 */

/** The largest quantity any quantity field takes (SPEC.md section 3). */
export const MAX_QUANTITY = 10_000_000

/** The most Pantone colours an order may match. */
export const MAX_PANTONES = 20

/** The shortest password an account may be given (CONTRACT.md: a shorter one is a 400). */
export const MIN_PASSWORD_LENGTH = 8
