import { decodeInput } from '@diecut/quote-core'
import type { Schema } from 'effect'
import { fail } from './failure'

/**
 * Decodes a body, query or path with a Schema; a failure stops the request with a 400 in
 * the error format of packages/http-adapter/API.md#errors. Never throws anything else.
 */
export const decodeRequest =
  <A, I>(schema: Schema.Schema<A, I, never>, prefix = '') =>
  (input: unknown): A => {
    const result = decodeInput(schema, prefix)(input)
    if (result._tag === 'Decoded') return result.value
    return fail({ _tag: 'DecodeFailed', message: result.message, issues: result.issues })
  }
