// @vitest-environment happy-dom
import { emptyEnv, materialSelected } from '@diecut/quote-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { serverEnv } from '../../test/support/quote-fixture'
import { browserQuote } from '../../test/support/render-quote'
import { useDispatch } from '../hooks/use-dispatch'
import { useOrder } from '../hooks/use-order'
import { useQuoteStore } from '../hooks/use-quote-store'
import { useSteps } from '../hooks/use-steps'

describe('QuoteStoreProvider', () => {
  it('gives every provider its own store', async () => {
    const { wrapper } = await browserQuote()
    const one = renderHook(() => ({ dispatch: useDispatch(), order: useOrder() }), { wrapper })
    const two = renderHook(() => useOrder(), { wrapper })
    act(() => void one.result.current.dispatch(materialSelected({ substrateId: 1 })))
    expect(one.result.current.order.substrate_id).toBe(1)
    expect(two.result.current.substrate_id).toBeNull()
  })

  it('re-evaluates the quote when the env prop changes (sizes arriving)', async () => {
    const { api } = await browserQuote()
    const { QuoteStoreProvider } = await import('./quote-store-context')
    let env = emptyEnv
    const view = renderHook(() => ({ dispatch: useDispatch(), steps: useSteps() }), {
      wrapper: ({ children }) => (
        <QuoteStoreProvider api={api} env={env} refocus={false}>
          {children}
        </QuoteStoreProvider>
      ),
    })
    act(() => {
      for (const a of labelGestures.slice(0, 3)) view.result.current.dispatch(a)
    })
    expect(view.result.current.steps).toMatchObject({ shape: true, size: false })
    env = serverEnv
    view.rerender()
    expect(view.result.current.steps).toMatchObject({ shape: true, size: true })
  })

  it('refreshes the quote when the customer returns to the tab after more than 120 s', async () => {
    let clock = 0
    const { wrapper, fetch } = await browserQuote({ refocus: { now: () => clock } })
    const view = renderHook(
      () => ({
        dispatch: useDispatch(),
        id: useQuoteStore((s) => s.order.id),
        sync: useQuoteStore((s) => s.sync),
      }),
      { wrapper },
    )
    act(() => {
      for (const a of labelGestures) view.result.current.dispatch(a)
    })
    await waitFor(() => expect(view.result.current.id).toBeGreaterThan(0), { timeout: 15_000 })
    const refreshes = () => fetch.count(`/orders/quoter/${view.result.current.id}`)
    act(() => void window.dispatchEvent(new Event('blur')))
    clock += 90_000
    act(() => void window.dispatchEvent(new Event('focus')))
    expect(refreshes()).toBe(0)
    act(() => void window.dispatchEvent(new Event('blur')))
    clock += 121_000
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(refreshes()).toBe(1))
    await waitFor(() => expect(view.result.current.sync).toBe('idle'))
  })
})
