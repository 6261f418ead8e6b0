import { Schema } from 'effect'

/** Inches: finite, non-negative, and far below anything a press can run. */
export const Inches = Schema.Number.pipe(
  Schema.finite(),
  Schema.between(0, 1000, { message: () => 'must be a size in inches between 0 and 1000' }),
)

/** A piece count: whole, non-negative, at most ten million. */
export const Quantity = Schema.Int.pipe(
  Schema.between(0, 10_000_000, {
    message: () => 'must be a whole number between 0 and 10,000,000',
  }),
)

/** A database id: a positive whole number. */
export const Id = Schema.Int.pipe(
  Schema.between(1, 2_147_483_647, { message: () => 'must be a positive whole number id' }),
)

/** Dollars with at most cents precision, as money travels in JSON. */
export const Dollars = Schema.Number.pipe(Schema.finite(), Schema.between(0, 100_000_000))

/** Bounded free text. */
export const Text = (max: number) =>
  Schema.String.pipe(Schema.maxLength(max, { message: () => `must be at most ${max} characters` }))

/** A calendar day as YYYY-MM-DD. */
export const IsoDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => 'must be a date as YYYY-MM-DD' }),
)

/** An instant as an ISO 8601 UTC timestamp, as `Date.prototype.toISOString` writes it. */
export const IsoDateTime = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, {
    message: () => 'must be a UTC time as YYYY-MM-DDTHH:MM:SSZ',
  }),
)
