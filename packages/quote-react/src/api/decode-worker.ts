import { decodeInput } from '@diecut/quote-core'
import { type DecodeCall, type DecodeReply, decodeCall } from './decode-protocol'
import { makeDecoders } from './decoders'

/** The part of a worker's global scope the decoding worker uses. */
export type DecodingScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeCall>) => void): void
  postMessage(message: DecodeReply): void
}

/**
 * Makes `scope` (a worker's global scope) the store's answer decoder: it answers each
 * `DecodeCall` with a `DecodeReply`, decoding with quote-core's Schemas. Effect and the Schemas
 * load with the worker, off the page's main thread (see `decodeAnswersIn`).
 */
export const serveAnswerDecoding = (scope: DecodingScope): void => {
  const decoders = makeDecoders(decodeInput)
  scope.addEventListener('message', ({ data }) => {
    scope.postMessage({ id: data.id, results: decodeCall(decoders, data.name, data.values) })
  })
}
