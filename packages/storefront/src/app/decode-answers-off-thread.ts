import { decodeAnswersIn } from '@diecut/quote-react'

// Imported by the entry before anything calls the server: every answer is decoded in a worker
// of its own (app/answer-decoder.ts), so that loading Effect and the Schemas and running them
// never blocks the page. A browser that cannot start it decodes on the page instead.
try {
  decodeAnswersIn(new Worker(new URL('./answer-decoder.ts', import.meta.url), { type: 'module' }))
} catch {
  // No module workers here: quote-react decodes in this thread.
}
