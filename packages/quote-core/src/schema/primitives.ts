import { Schema } from 'effect'
import { formatCount } from '../maths/format-count'
import { isStorableText } from './storable-text'
import { MAX_DESIGNS, MAX_QUANTITY, STORED_MAX_QUANTITY } from './limits'

/** Inches: finite, non-negative, and far below anything a press can run. */
export const Inches = Schema.Number.pipe(
  Schema.finite(),
  Schema.between(0, 1000, { message: () => 'must be a size in inches between 0 and 1000' }),
)

/** A piece count as a customer enters it: whole, non-negative, at most MAX_QUANTITY. */
export const Quantity = Schema.Int.pipe(
  Schema.between(0, MAX_QUANTITY, {
    message: () =>
      `must be a whole number between 0 and ${formatCount(MAX_QUANTITY)} (the most one order takes)`,
  }),
)

/**
 * A piece count as stored (orders, artwork lines, shared quotes, placed orders): up to the
 * ceiling quantities had before MAX_QUANTITY, so what was saved then still reads.
 */
export const StoredQuantity = Schema.Int.pipe(
  Schema.between(0, STORED_MAX_QUANTITY, {
    message: () => `must be a whole number between 0 and ${formatCount(STORED_MAX_QUANTITY)}`,
  }),
)

/** How many designs (artwork files) an order has, as a customer enters it: at most MAX_DESIGNS. */
export const DesignCount = Schema.Int.pipe(
  Schema.between(0, MAX_DESIGNS, {
    message: () =>
      `must be a whole number between 0 and ${MAX_DESIGNS} (the most designs one order takes)`,
  }),
)

/** A database id: a positive whole number. */
export const Id = Schema.Int.pipe(
  Schema.between(1, 2_147_483_647, { message: () => 'must be a positive whole number id' }),
)

/** Dollars with at most cents precision, as money travels in JSON. */
export const Dollars = Schema.Number.pipe(Schema.finite(), Schema.between(0, 100_000_000))

export { isStorableText }

/** The reason given for text that is not storable. */
export const UNSTORABLE_TEXT_MESSAGE =
  'must be plain text (no NUL characters or broken Unicode surrogates)'

/**
 * Bounded free text: every free-text field a customer types (comments, brief fields, quote
 * labels, names, emails) is this Schema, so bad text gets a clear 400 and never reaches storage.
 */
export const Text = (max: number) =>
  Schema.String.pipe(
    Schema.maxLength(max, { message: () => `must be at most ${max} characters` }),
    Schema.filter(isStorableText, { message: () => UNSTORABLE_TEXT_MESSAGE }),
  )

// What a flag may arrive as.
const FlagInput = Schema.Union(Schema.Boolean, Schema.Literal(0, 1))
const isOn = (v: boolean | 0 | 1): boolean => v === true || v === 1

/**
 * A yes/no flag as clients send it: true/false or 1/0 alike (packages/http-adapter/API.md#conventions: true/false or 1/0,
 * as every flag). Decodes to a boolean and encodes as one.
 */
export const Flag = Schema.transform(FlagInput, Schema.Boolean, {
  strict: true,
  decode: isOn,
  encode: (b) => b,
})

/**
 * A flag kept as 0 or 1 (docs/product.md section 3: is_flat_printed_proof), read like every flag and
 * written as 0 or 1.
 */
export const FlagBit = Schema.transform(FlagInput, Schema.Literal(0, 1), {
  strict: true,
  decode: (v) => (isOn(v) ? 1 : 0),
  encode: (v) => v,
})

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
