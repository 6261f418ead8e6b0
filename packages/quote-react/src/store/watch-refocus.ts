import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import type { QuoteStore } from './create-quote-store'

export type WatchRefocusOptions = {
  /** Away longer than this refreshes the quote (docs/product.md section 9: 120 s). */
  readonly thresholdMs?: number
  /** Milliseconds since the epoch (injected in tests). */
  readonly now?: () => number
  /** Where blur/focus happen (default `window`). */
  readonly window?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** Where visibility changes happen (default `document`). */
  readonly document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
}

/**
 * Refreshes the quote when the customer comes back to the tab after more than the threshold
 * away (docs/product.md section 4): the page hidden or the window blurred, then visible or focused.
 * Returns the function that stops watching.
 */
export const watchRefocus = (
  store: QuoteStore,
  options: WatchRefocusOptions = {},
): (() => void) => {
  const thresholdMs = options.thresholdMs ?? QUOTE_CONSTANTS.refocusRefreshSeconds * 1000
  const now = options.now ?? (() => Date.now())
  const win = options.window ?? globalThis.window
  const doc = options.document ?? globalThis.document
  let awayAt: number | null = null

  const away = () => {
    awayAt ??= now()
  }
  const back = () => {
    if (awayAt === null) return
    const gone = now() - awayAt
    awayAt = null
    if (gone > thresholdMs) void store.getState().refresh()
  }
  const visibility = () => (doc.visibilityState === 'hidden' ? away() : back())

  win.addEventListener('blur', away)
  win.addEventListener('focus', back)
  doc.addEventListener('visibilitychange', visibility)
  return () => {
    win.removeEventListener('blur', away)
    win.removeEventListener('focus', back)
    doc.removeEventListener('visibilitychange', visibility)
  }
}
