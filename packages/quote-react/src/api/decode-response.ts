import type { Decoded } from '@diecut/quote-core'
import { ApiError } from './api-error'
import type { DecodeCall, DecodeReply, DecoderName, Decoders } from './decode-protocol'
import { decodeCall } from './decode-protocol'

export type { DecoderName } from './decode-protocol'

/** A decoder made with quote-core's `decodeInput(Schema, path)`: never throws. */
export type Decoder<A> = (input: unknown) => Decoded<A>

type Out<K extends DecoderName> = Decoders[K] extends Decoder<infer A> ? A : never

/** Decodes values with a named decoder, wherever the decoders run. */
type Decode = (name: DecoderName, values: readonly unknown[]) => Promise<Decoded<unknown>[]>

/** Hands the main thread back to the browser (input, paint) until a task of its own. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

let loading: Promise<Decoders> | null = null

/** The Schemas' decoders in this thread, loaded once on first use (Effect with them). */
const loadHere = (): Promise<Decoders> =>
  (loading ??= (async () => {
    const { decodeInput } = await import('./decode-input')
    await nextTask()
    const { makeDecoders } = await import('./decoders')
    return makeDecoders(decodeInput)
  })())

/** How many values are decoded in one task in this thread. */
const SLICE = 32

/**
 * Decoding in this thread: the decoders load on the first call, and a long list (the die
 * library: hundreds of sizes) is decoded a slice of values per task, so that it never blocks
 * input for long.
 */
const decodeHere: Decode = async (name, values) => {
  const decoders = await loadHere()
  const out: Decoded<unknown>[] = []
  for (let i = 0; i < values.length; i += SLICE) {
    await nextTask()
    out.push(...decodeCall(decoders, name, values.slice(i, i + SLICE)))
  }
  return out
}

/** The worker the answers are decoded in (`decodeAnswersIn`), or null: in this thread. */
let decodeThere: Decode | null = null

/** What `decodeAnswersIn` needs of a worker (a `Worker`, or a port that stands for one). */
export type AnswerWorker = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>

/**
 * Decodes every server answer (and the checkout and find-order forms) in `worker`, one whose
 * script calls `serveAnswerDecoding`: Effect and the Schemas load and run there, never on the
 * page's main thread, which only posts the JSON and takes back what the Schemas made of it
 * (plain data: the Schemas' transforms give strings, numbers and booleans). Should the worker
 * fail (it cannot start, it errs, or a reply cannot be read here), the calls it held and every
 * later one are decoded in this thread instead. Answers how to stop using it (the same,
 * without a failure).
 */
export const decodeAnswersIn = (worker: AnswerWorker): (() => void) => {
  let next = 1
  const waiting = new Map<number, { call: DecodeCall; resolve: (r: Decoded<unknown>[]) => void }>()
  const decode: Decode = (name, values) =>
    new Promise((resolve) => {
      const call: DecodeCall = { id: next++, name, values }
      waiting.set(call.id, { call, resolve })
      worker.postMessage(call)
    })
  const stop = () => {
    if (decodeThere === decode) decodeThere = null
    worker.terminate()
    const held = [...waiting.values()]
    waiting.clear()
    for (const { call, resolve } of held) void decodeHere(call.name, call.values).then(resolve)
  }
  worker.addEventListener('message', ({ data }: MessageEvent<DecodeReply>) => {
    const entry = waiting.get(data.id)
    waiting.delete(data.id)
    entry?.resolve([...data.results])
  })
  worker.addEventListener('error', (event) => {
    event.preventDefault()
    stop()
  })
  // A reply this thread cannot take in names no call: every held call is decoded here instead.
  worker.addEventListener('messageerror', stop)
  decodeThere = decode
  return stop
}

const decodeValues = <K extends DecoderName>(
  name: K,
  values: readonly unknown[],
): Promise<Decoded<Out<K>>[]> =>
  // The results are what the named decoder made of the values, in whichever thread it ran.
  (decodeThere ?? decodeHere)(name, values) as Promise<Decoded<Out<K>>[]>

/** Decodes one value with the named decoder: the Schemas of the forms the store checks. */
export const decodeNamed = async <K extends DecoderName>(
  name: K,
  input: unknown,
): Promise<Decoded<Out<K>>> => {
  const [result] = await decodeValues(name, [input])
  if (result === undefined) throw new Error(`decoding ${name} gave no result`)
  return result
}

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
 * Reads one key of a JSON answer with the named decoder; a mismatch becomes an ApiError
 * ('bad_response'), never a value of the wrong shape.
 */
export const decodeField = async <K extends DecoderName>(
  name: K,
  body: unknown,
  key: string,
  status = 200,
): Promise<Out<K>> => {
  const result = await decodeNamed(name, field(body, key))
  if (result._tag === 'Decoded') return result.value
  throw badResponse(key, result.message, status)
}

/** Reads one key of a JSON answer as a list, each item read with the named decoder. */
export const decodeListField = async <K extends DecoderName>(
  name: K,
  body: unknown,
  key: string,
  status = 200,
): Promise<Out<K>[]> => {
  const list = field(body, key)
  if (!Array.isArray(list)) throw badResponse(key, `"${key}" is not a list`, status)
  const results = await decodeValues(name, list)
  return results.map((result, i) => {
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

/**
 * Decodes every item of a list with the named decoder (the die library: hundreds of sizes);
 * null as soon as an item does not decode.
 */
export const decodeEach = async <K extends DecoderName>(
  name: K,
  list: readonly unknown[],
): Promise<Out<K>[] | null> => {
  const out: Out<K>[] = []
  for (const result of await decodeValues(name, list)) {
    if (result._tag !== 'Decoded') return null
    out.push(result.value)
  }
  return out
}
