import type { Decoded } from '@diecut/quote-core'
import { ApiError } from './api-error'
import type * as DecodersModule from './decoders'

/** A decoder made with quote-core's `decodeInput(Schema, path)`: never throws. */
export type Decoder<A> = (input: unknown) => Decoded<A>

type Decoders = ReturnType<typeof DecodersModule.makeDecoders>
/** The name of one of the answer decoders of `decoders.ts`. */
export type DecoderName = keyof Decoders
type Out<K extends DecoderName> = Decoders[K] extends Decoder<infer A> ? A : never

let loading: Promise<Decoders> | null = null
let loaded: Decoders | null = null

/** Hands the main thread back to the browser (input, paint) until a task of its own. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Effect's modules, a part at a time: the parts Schema is built on (its core with Cause, the
 * runtime with Effect, then ParseResult), each loading the modules the ones before did not.
 * Evaluated in one go, Effect is one long task on a slow phone.
 */
const effectParts: readonly (() => Promise<unknown>)[] = [
  () => import('effect/Cause').then((m) => m.isCause),
  () => import('effect/Effect').then((m) => m.isEffect),
  () => import('effect/ParseResult').then((m) => m.decodeUnknownEither),
]

/**
 * The decoders, in loads each evaluated in a task of its own: Effect's parts, quote-core's
 * decoding function (with it Effect's Schema), then the Schemas built on it.
 */
const importDecoders = async (): Promise<Decoders> => {
  for (const part of effectParts) {
    await part()
    await nextTask()
  }
  const { decodeInput } = await import('./decode-input')
  await nextTask()
  const { makeDecoders } = await import('./decoders')
  return makeDecoders(decodeInput)
}

/**
 * The Schemas' decoders, loaded once on first use: the page's first screen prices and checks
 * with quote-core alone, and Effect arrives with the first server answer. The callers that
 * waited for the load each resume in a task of their own: loading Effect, the Schemas, and
 * each waiting answer's decoding, are separate short tasks rather than one long one that
 * blocks input. Once loaded, an answer (already in a task of its own) decodes at once. A page
 * whose first screen is a server answer starts the load as it opens (exported as
 * `loadAnswerDecoders`), beside its own code, rather than once that answer has arrived.
 */
export const loadDecoders = async (): Promise<Decoders> => {
  if (loaded !== null) return loaded
  const decoders = await (loading ??= importDecoders().then((d) => (loaded = d)))
  await nextTask()
  return decoders
}

const named = async <K extends DecoderName>(name: K): Promise<Decoder<Out<K>>> =>
  (await loadDecoders())[name] as Decoder<Out<K>>

const badResponse = (path: string, message: string, status: number) =>
  new ApiError({
    status,
    code: 'bad_response',
    message: `The server's answer could not be read: ${message}`,
    issues: [{ path, message }],
  })

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** One key of a JSON answer, or undefined when the answer is not an object. */
export const field = (body: unknown, key: string): unknown =>
  isRecord(body) ? body[key] : undefined

/**
 * Reads one key of a JSON answer with a core Schema's decoder; a mismatch becomes an ApiError
 * ('bad_response'), never a value of the wrong shape.
 */
export const decodeWith = <A>(decode: Decoder<A>, body: unknown, key: string, status = 200): A => {
  const result = decode(field(body, key))
  if (result._tag === 'Decoded') return result.value
  throw badResponse(key, result.message, status)
}

/** Reads one key of a JSON answer with the named decoder (loaded on first use). */
export const decodeField = async <K extends DecoderName>(
  name: K,
  body: unknown,
  key: string,
  status = 200,
): Promise<Out<K>> => decodeWith(await named(name), body, key, status)

/** Reads one key of a JSON answer as a list, each item read with the named decoder. */
export const decodeListField = async <K extends DecoderName>(
  name: K,
  body: unknown,
  key: string,
  status = 200,
): Promise<Out<K>[]> => {
  const decode = await named(name)
  const list = field(body, key)
  if (!Array.isArray(list)) throw badResponse(key, `"${key}" is not a list`, status)
  return list.map((item, i) => {
    const result = decode(item)
    if (result._tag === 'Decoded') return result.value
    throw badResponse(`${key}.${i}`, result.message, status)
  })
}

/** Reads a JSON answer that is itself a list (no enclosing object), each item decoded. */
export const decodeList = async <K extends DecoderName>(
  name: K,
  body: unknown,
  what: string,
  status = 200,
): Promise<Out<K>[]> => decodeListField(name, { [what]: body }, what, status)

/** Reads a JSON answer that is itself the value (no enclosing key) with the named decoder. */
export const decodeAnswer = async <K extends DecoderName>(
  name: K,
  body: unknown,
  what: string,
  status = 200,
): Promise<Out<K>> => decodeField(name, { [what]: body }, what, status)

/** Reads an optional key: undefined stays undefined, anything else must decode. */
export const decodeOptionalField = async <K extends DecoderName>(
  name: K,
  body: unknown,
  key: string,
  status = 200,
): Promise<Out<K> | undefined> =>
  field(body, key) === undefined ? undefined : decodeField(name, body, key, status)

/** How many items of a list are decoded in one task. */
const SLICE = 32

/**
 * Decodes every item of a list with the named decoder, a slice of items per task, so a long
 * list (the die library: hundreds of sizes) never blocks input for long; null as soon as an
 * item does not decode.
 */
export const decodeEach = async <K extends DecoderName>(
  name: K,
  list: readonly unknown[],
): Promise<Out<K>[] | null> => {
  const decode = await named(name)
  const out: Out<K>[] = []
  for (let i = 0; i < list.length; i += SLICE) {
    if (i > 0) await nextTask()
    for (const item of list.slice(i, i + SLICE)) {
      const result = decode(item)
      if (result._tag !== 'Decoded') return null
      out.push(result.value)
    }
  }
  return out
}
