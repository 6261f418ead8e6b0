import { useQuoteStore } from '@diecut/quote-react'

/** 'Updating' with a spinner while the quote's changes are on their way to the server. */
export const SyncNote = () => {
  const busy = useQuoteStore((s) => s.sync === 'syncing' || s.sync === 'pending')
  return busy ? (
    <span className="sync-note" role="status">
      <span className="spinner" aria-hidden="true" /> Updating
    </span>
  ) : null
}
