import type { Decoded } from '@diecut/quote-core'
import { ApiError } from './api-error'

/** A decoder made with quote-core's `decodeInput(Schema, path)`: never throws. */
export type Decoder<A> = (input: unknown) => Decoded<A>

const badResponse = (path: string, message: string, status: number) =>
  new ApiError({
    status,
    code: 'bad_response',
    message: `The server's answer could not be read: ${message}`,
    issues: [{ path, message }],
  })

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined

/**
 * Reads one key of a JSON answer with a core Schema's decoder; a mismatch becomes an ApiError
 * ('bad_response'), never a value of the wrong shape.
 */
export const decodeField = <A>(decode: Decoder<A>, body: unknown, key: string, status = 200): A => {
  const result = decode(field(body, key))
  if (result._tag === 'Decoded') return result.value
  throw badResponse(key, result.message, status)
}

/** Reads one key of a JSON answer as a list, each item read with a core Schema's decoder. */
export const decodeListField = <A>(
  decode: Decoder<A>,
  body: unknown,
  key: string,
  status = 200,
): A[] => {
  const list = field(body, key)
  if (!Array.isArray(list)) throw badResponse(key, `"${key}" is not a list`, status)
  return list.map((item, i) => {
    const result = decode(item)
    if (result._tag === 'Decoded') return result.value
    throw badResponse(`${key}.${i}`, result.message, status)
  })
}

/** Reads an optional key: undefined stays undefined, anything else must decode. */
export const decodeOptionalField = <A>(
  decode: Decoder<A>,
  body: unknown,
  key: string,
  status = 200,
): A | undefined =>
  field(body, key) === undefined ? undefined : decodeField(decode, body, key, status)
