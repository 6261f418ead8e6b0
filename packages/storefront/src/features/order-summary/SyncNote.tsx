import { useQuoteStore } from '@diecut/quote-react'
import { useDeferredValue } from 'react'

/**
 * 'Updating' with a spinner while the quote's changes are on their way to the server. The note
 * follows a render behind the store: a keystroke's own frame paints the price alone, and the
 * note (a new animated layer) comes in the frame after.
 */
export const SyncNote = () => {
  const busy = useDeferredValue(useQuoteStore((s) => s.sync === 'syncing' || s.sync === 'pending'))
  return busy ? (
    <span className="sync-note" role="status">
      <span className="spinner" aria-hidden="true" /> Updating
    </span>
  ) : null
}
