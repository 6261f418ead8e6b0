import type { QuoteEnv } from '@diecut/quote-core'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { QuoteApiContext } from './quote-api-context'
import {
  createQuoteStore,
  type CreateQuoteStoreOptions,
  type QuoteStore,
} from './create-quote-store'
import { invalidateResource, primeResource } from './resource-cache'
import { watchRefocus, type WatchRefocusOptions } from './watch-refocus'

export const QuoteStoreContext = createContext<QuoteStore | null>(null)

export type QuoteStoreProviderProps = Partial<Omit<CreateQuoteStoreOptions, 'env'>> & {
  readonly children: ReactNode
  /** The die library and account presets (see `useQuoteEnv`); a new value re-evaluates. */
  readonly env?: QuoteEnv
  /** An existing store (tests, or a page that keeps its store); otherwise one is created. */
  readonly store?: QuoteStore
  /** Refresh the quote on return to the tab after 120 s (default true; options for tests). */
  readonly refocus?: boolean | WatchRefocusOptions
}

/**
 * Owns one quote store (created from its props on first render) and provides it and the api.
 * The api comes from the props or from an enclosing QuoteApiProvider.
 */
export const QuoteStoreProvider = (props: QuoteStoreProviderProps) => {
  const { children, env, refocus = true } = props
  const outerApi = useContext(QuoteApiContext)
  const api = props.api ?? outerApi
  if (api === null) throw new Error('QuoteStoreProvider needs an api (prop or QuoteApiProvider).')
  const [store] = useState(
    () =>
      props.store ?? createQuoteStore({ ...props, api, env: env ?? { dies: [], account: null } }),
  )
  useEffect(() => {
    if (env !== undefined && store.getState().env !== env) store.getState().setEnv(env)
  }, [store, env])
  useEffect(
    () => (refocus === false ? undefined : watchRefocus(store, refocus === true ? {} : refocus)),
    [store, refocus],
  )
  // Leaving the quoter (an in-app navigation) sends what is still waiting for its debounce.
  useEffect(() => () => void store.getState().flush(), [store])
  // The quoter's answers carry the cart: keep the header's cart badge in step. A newly saved
  // quote belongs in the saved-quotes list.
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.cart !== null && s.cart !== prev.cart) primeResource(api, 'cart', s.cart)
        if (s.savedOrder !== null && s.savedOrder !== prev.savedOrder)
          void invalidateResource(api, 'saved-quotes')
      }),
    [store, api],
  )
  return (
    <QuoteApiContext.Provider value={api}>
      <QuoteStoreContext.Provider value={store}>{children}</QuoteStoreContext.Provider>
    </QuoteApiContext.Provider>
  )
}
