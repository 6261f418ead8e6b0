import { createContext, type ReactNode } from 'react'
import type { QuoteApi } from '../api/quote-api'

/**
 * The api client of the hooks. Apart from the quote store's provider, so a page that only
 * reads the site-wide answers (user, cart, sizes, blog) loads no quote engine with it.
 */
export const QuoteApiContext = createContext<QuoteApi | null>(null)

/** Makes the api client available to the hooks (site-wide: user, cart, sizes, blog). */
export const QuoteApiProvider = ({ api, children }: { api: QuoteApi; children: ReactNode }) => (
  <QuoteApiContext.Provider value={api}>{children}</QuoteApiContext.Provider>
)
