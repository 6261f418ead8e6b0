import { type DecodingScope, serveAnswerDecoding } from '@diecut/quote-react'

// The worker that decodes the server's answers (app/decode-answers-off-thread.ts starts it):
// Effect and the Schemas run here, not on the page's main thread.
serveAnswerDecoding(self as unknown as DecodingScope)
