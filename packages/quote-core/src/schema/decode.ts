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

type FoundIssue = DecodeIssue & { readonly _tag: string }

// Effect reports a value that matches no member of a union once per member, each as
// "Expected <member>, actual <value>".
const ALTERNATIVE = /^Expected (.+), actual (.+)$/s
// A member that is one value (a literal) rather than a type: 5, "shipped", true, null.
const LITERAL = /^(?:-?\d+(?:\.\d+)?|".*"|true|false|null)$/s

const orList = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/**
 * The issues of one field as one issue when they are the members of a union the value matched
 * none of: 'must be one of 1, 2, 3 (got 5)' for literals, 'Expected number or null, actual "x"'
 * otherwise. Any other set of issues is kept as it is.
 */
const asOneIssue = (found: readonly FoundIssue[]): readonly FoundIssue[] => {
  const first = found[0]
  if (first === undefined || found.length < 2) return found
  const parsed = found.map((i) => (i._tag === 'Type' ? ALTERNATIVE.exec(i.message) : null))
  const actual = parsed[0]?.[2]
  if (parsed.some((m) => m === null || m[2] !== actual)) return found
  const named = [...new Set(parsed.map((m) => m?.[1] ?? ''))]
  const message = named.every((m) => LITERAL.test(m))
    ? named.length === 1
      ? `must be ${named[0]} (got ${actual})`
      : `must be one of ${named.join(', ')} (got ${actual})`
    : `Expected ${orList(named)}, actual ${actual}`
  return [{ _tag: 'Type', path: first.path, message }]
}

const within = (path: string, field: string): boolean =>
  field === '' || path === field || path.startsWith(`${field}.`)

/**
 * An optional field that was given but is wrong also reports that it could have been left out
 * ("Expected undefined"): that says nothing about the value, so it goes when the field has
 * other issues.
 */
const withoutLeftOut = (found: readonly FoundIssue[]): readonly FoundIssue[] =>
  found.filter(
    (i) =>
      !i.message.startsWith('Expected undefined, actual ') ||
      !found.some((other) => other !== i && within(other.path, i.path)),
  )

/** The issues, those of one field that are a union's members merged (see asOneIssue). */
const mergeAlternatives = (found: readonly FoundIssue[]): DecodeIssue[] => {
  const byPath = new Map<string, FoundIssue[]>()
  for (const i of withoutLeftOut(found)) byPath.set(i.path, [...(byPath.get(i.path) ?? []), i])
  return [...byPath.values()].flatMap(asOneIssue).map(({ path, message }) => ({ path, message }))
}

/**
 * Decodes untrusted input without throwing. Unknown keys are dropped; every problem is
 * listed with its path, and `message` is one readable sentence for the customer or caller,
 * e.g. `order.product_type_id: must be one of 1, 2, 3 (got 5).`
 */
export const decodeInput =
  <A, I>(schema: Schema.Schema<A, I, never>, prefix = '') =>
  (input: unknown): Decoded<A> => {
    const result = Schema.decodeUnknownEither(schema, {
      errors: 'all',
      onExcessProperty: 'ignore',
    })(input)
    if (Either.isRight(result)) return { _tag: 'Decoded', value: result.right }
    const issues = mergeAlternatives(
      ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({
        _tag: i._tag,
        path: [prefix, ...i.path.map(String)].filter((p) => p !== '').join('.'),
        message: i.message,
      })),
    )
    const first = issues[0]
    // The sentence ends once: a message with a stop of its own ('Please choose a US state.')
    // gives it up to the sentence's.
    const more = issues.length - 1
    const message =
      first === undefined
        ? 'The request could not be read.'
        : `${first.path === '' ? 'The request' : first.path}: ${first.message.replace(/^Expected /, 'expected ').replace(/\.$/, '')}${more > 0 ? `, and ${more} more problem${more > 1 ? 's' : ''}` : ''}.`
    return { _tag: 'DecodeFailed', message, issues }
  }
