import { useStore } from 'zustand'
import type { QuoteState } from '../store/quote-state'
import { useQuoteStoreApi } from './use-quote-store-api'

/**
 * Subscribes to a slice of the quote store. The selector must return a stable value (a field,
 * or wrap it in zustand's `useShallow` when it builds an object).
 */
export const useQuoteStore = <T>(selector: (state: QuoteState) => T): T =>
  useStore(useQuoteStoreApi(), selector)
