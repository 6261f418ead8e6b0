import { createQuoteApi } from '@diecut/quote-react'

/** The store's API client (same origin), shared by the quoter pages. */
export const api = createQuoteApi()
