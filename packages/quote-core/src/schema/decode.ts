import { Either, ParseResult, Schema } from 'effect'

/** One problem found while decoding input, with the dotted path of the field. */
export type DecodeIssue = { readonly path: string; readonly message: string }

export type Decoded<A> =
  | { readonly _tag: 'Decoded'; readonly value: A }
  | {
      readonly _tag: 'DecodeFailed'
      readonly message: string
      readonly issues: readonly DecodeIssue[]
    }

/**
 * Decodes untrusted input without throwing. Unknown keys are dropped; every problem is
 * listed with its path, and `message` is one readable sentence for the customer or caller.
 */
export const decodeInput =
  <A, I>(schema: Schema.Schema<A, I, never>, prefix = '') =>
  (input: unknown): Decoded<A> => {
    const result = Schema.decodeUnknownEither(schema, {
      errors: 'all',
      onExcessProperty: 'ignore',
    })(input)
    if (Either.isRight(result)) return { _tag: 'Decoded', value: result.right }
    const issues = ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({
      path: [prefix, ...i.path.map(String)].filter((p) => p !== '').join('.'),
      message: i.message,
    }))
    const first = issues[0]
    // The sentence ends once: a message with a stop of its own ('Please choose a US state.')
    // gives it up to the sentence's.
    const message =
      first === undefined
        ? 'The request could not be read.'
        : `${first.path === '' ? 'The request' : `"${first.path}"`} ${first.message.replace(/^Expected /, 'expected ').replace(/\.$/, '')}${issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : ''}.`
    return { _tag: 'DecodeFailed', message, issues }
  }
