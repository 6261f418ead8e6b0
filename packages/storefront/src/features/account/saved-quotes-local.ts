/** Quotes saved from this browser (until the server lists saved quotes, see the report). */
export type SavedQuoteRef = { id: number; label: string; productTypeId: number; savedAt: string }

const KEY = 'diecut.savedQuotes'

export const rememberSavedQuote = (ref: SavedQuoteRef): void => {
  try {
    const list = readSavedQuotes().filter((q) => q.id !== ref.id)
    localStorage.setItem(KEY, JSON.stringify([ref, ...list].slice(0, 100)))
  } catch {
    // Storage unavailable: the quote is still saved on the server.
  }
}

export const readSavedQuotes = (): SavedQuoteRef[] => {
  try {
    const raw = localStorage.getItem(KEY)
    const list = raw === null ? [] : (JSON.parse(raw) as unknown)
    return Array.isArray(list) ? (list as SavedQuoteRef[]) : []
  } catch {
    return []
  }
}
