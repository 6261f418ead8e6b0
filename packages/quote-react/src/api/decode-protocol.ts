import type { Decoded } from '@diecut/quote-core'
import type * as DecodersModule from './decoders'

/** The answer decoders of `decoders.ts`, by name. */
export type Decoders = ReturnType<typeof DecodersModule.makeDecoders>
/** The name of one of the answer decoders of `decoders.ts`. */
export type DecoderName = keyof Decoders

/** Values to decode with one named decoder, as sent to the decoding worker. */
export type DecodeCall = {
  readonly id: number
  readonly name: DecoderName
  readonly values: readonly unknown[]
}

/** The worker's answer to a `DecodeCall` of the same id: one result per value, in order. */
export type DecodeReply = {
  readonly id: number
  readonly results: readonly Decoded<unknown>[]
}

/**
 * Decodes `values` with the named decoder of `decoders`. The name comes across a thread
 * boundary, so it is looked up as data: a name that is no decoder's fails every value.
 */
export const decodeCall = (
  decoders: Decoders,
  name: DecoderName,
  values: readonly unknown[],
): Decoded<unknown>[] => {
  const decode = Object.hasOwn(decoders, name) ? decoders[name] : undefined
  return values.map((value) =>
    decode === undefined
      ? { _tag: 'DecodeFailed', message: `no decoder named ${name}`, issues: [] }
      : (decode(value) as Decoded<unknown>),
  )
}
