/**
 * quote-core's decoding function, loaded on its own before the Schemas: loading it evaluates
 * Effect, a task apart from the one that builds the answers' Schemas (see `decode-response.ts`).
 */
export { decodeInput } from '@diecut/quote-core'
