import { QuoteApiProvider } from '@diecut/quote-react'
import type { ReactNode } from 'react'
import { api } from '../api/quote-api'

/** Site-wide providers: the API client behind the user, cart, sizes and blog hooks. */
export const Providers = ({ children }: { children: ReactNode }) => (
  <QuoteApiProvider api={api}>{children}</QuoteApiProvider>
)
