import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Piscina } from 'piscina'
import { fail } from '../http/failure'
import type { PdfAnswer, PdfDocument, PdfTask } from './pdf-worker'

/** How PDFs (quotes, invoices) are made: worker threads, a time budget and a size cap per PDF. */
export type PdfSettings = {
  /** Worker threads drawing PDFs at once. */
  readonly pdfThreads: number
  /** The most a PDF may take, waiting behind other PDFs included (a thread's start is not); past it the answer is a 503. */
  readonly pdfTimeoutMs: number
  /** The largest PDF answered; a larger one is a 503. */
  readonly pdfBytes: number
  /** PDFs waiting for a thread; one more is refused at once with a 503. */
  readonly pdfQueue: number
}

/** Draws the store's PDFs off the request loop; `render` fails with PdfUnavailable. */
export type PdfRenderer = {
  render(document: PdfDocument): Promise<Buffer>
  close(): Promise<void>
}

// Built, this code sits in dist/ beside the worker's own entry, dist/pdf-worker.js. From the
// sources (tests, `pnpm dev`) the worker is the TypeScript file, loaded through tsx with
// quote-core from its sources as well.
const fromSources = import.meta.url.endsWith('.ts')
const workerFile = new URL(fromSources ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url)
const sourceExecArgv = (): string[] => [
  '--conditions=@diecut/source',
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
]

/** A heap ceiling per worker: a PDF that needs more is a runaway, not a quote or an invoice. */
const WORKER_HEAP_MB = 256

/** The most a worker thread may take to start (loading its code), outside a PDF's budget. */
const START_TIMEOUT_MS = 60_000

const unavailable = (reason: 'timeout' | 'busy' | 'too_large', message: string): never =>
  fail({ _tag: 'PdfUnavailable', reason, message })

const tooLarge = (document: PdfDocument): string =>
  `This ${document.kind} is too large to print. Please call us.`

const isAbort = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')
const hasMessage = (e: unknown, text: string): boolean => e instanceof Error && e.message === text
const hasCode = (e: unknown, code: string): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === code

/**
 * A pool of worker threads, started with the first PDF asked for. A PDF's time budget starts
 * once a thread has started (loading a thread's code can take seconds on a busy machine, and is
 * not the PDF's doing). A PDF over its budget is stopped (its thread ended, another started in
 * its place); one over the size cap or the heap ceiling is dropped.
 */
export const createPdfRenderer = (settings: PdfSettings): PdfRenderer => {
  let pool: Piscina<PdfTask, PdfAnswer> | null = null
  const poolOf = (): Piscina<PdfTask, PdfAnswer> =>
    (pool ??= new Piscina<PdfTask, PdfAnswer>({
      filename: workerFile.href,
      minThreads: 1,
      maxThreads: settings.pdfThreads,
      maxQueue: settings.pdfQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      ...(fromSources ? { execArgv: sourceExecArgv() } : {}),
    }))

  // Tasks run in turn, so a PDF asked for after this one finds a thread started.
  let started: Promise<unknown> | null = null
  const start = (): Promise<unknown> => {
    const starting = (started ??= poolOf().run(null, {
      signal: AbortSignal.timeout(START_TIMEOUT_MS),
    }))
    starting.catch(() => {
      if (started === starting) started = null
    })
    return starting
  }

  const run = async (document: PdfDocument): Promise<PdfAnswer> => {
    try {
      await start()
      return await poolOf().run(
        { document, maxBytes: settings.pdfBytes },
        { signal: AbortSignal.timeout(settings.pdfTimeoutMs) },
      )
    } catch (e) {
      if (isAbort(e)) {
        // The stopped PDF's thread is ended: the next PDF waits for its replacement to start.
        started = null
        return unavailable(
          'timeout',
          'The PDF took too long to make. Please try again in a minute, or call us.',
        )
      }
      if (hasMessage(e, 'Task queue is at limit'))
        return unavailable('busy', 'Many PDFs are being made. Please try again in a minute.')
      if (hasCode(e, 'ERR_WORKER_OUT_OF_MEMORY'))
        return unavailable('too_large', tooLarge(document))
      throw e
    }
  }

  return {
    async render(document) {
      const answer = await run(document)
      if (answer._tag !== 'Rendered') return unavailable('too_large', tooLarge(document))
      const { pdf } = answer
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    },
    async close() {
      await pool?.destroy()
      pool = null
      started = null
    },
  }
}
