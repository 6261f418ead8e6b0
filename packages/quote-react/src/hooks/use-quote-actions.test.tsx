// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import type { AddToCartResult, SaveResult } from '../store/quote-state'
import { useCart } from './use-cart'
import { useCurrentUser } from './use-current-user'
import { useDispatch } from './use-dispatch'
import { useOrder } from './use-order'
import { useQuoteActions } from './use-quote-actions'

const useSummary = () => ({
  dispatch: useDispatch(),
  order: useOrder(),
  actions: useQuoteActions(),
  cart: useCart(),
  account: useCurrentUser(),
})

const renderSummary = async () => {
  const session = await browserQuote()
  const view = renderHook(useSummary, { wrapper: session.wrapper })
  act(() => {
    for (const a of labelGestures) view.result.current.dispatch(a)
  })
  return { ...session, view }
}

describe('useQuoteActions with useCart and useCurrentUser', () => {
  it('adds to the cart: the cart follows and a fresh quote starts', async () => {
    const { view } = await renderSummary()
    await waitFor(() => expect(view.result.current.cart.status).toBe('ready'))
    expect(view.result.current.cart.orderCount).toBe(0)
    expect(view.result.current.actions.canAddToCart).toBe(true)

    let result: AddToCartResult | undefined
    await act(async () => {
      result = await view.result.current.actions.addToCart()
    })
    expect(result).toMatchObject({ _tag: 'Added', order: { status_id: 100 } })
    expect(view.result.current.cart.orderCount).toBe(1)
    expect(view.result.current.order).toMatchObject({ id: 0, substrate_id: null })
    expect(view.result.current.actions.canAddToCart).toBe(false)
    expect(view.result.current.actions.adding).toBe(false)
  })

  it('asks a guest to log in, and saves once they signed up', async () => {
    const { view } = await renderSummary()
    await waitFor(() => expect(view.result.current.account.user?.is_guest).toBe(true))
    let saved: SaveResult | undefined
    await act(async () => {
      saved = await view.result.current.actions.saveToAccount('Spring labels')
    })
    expect(saved).toEqual({ _tag: 'LoginRequired' })
    expect(view.result.current.actions.loginRequired).toBe(true)
    const id = view.result.current.order.id
    expect(id).toBeGreaterThan(0)

    const email = `hook-saver-${id}@example.com`
    await act(() =>
      view.result.current.account.signup({ email, password: 'long enough', name: 'Ana' }),
    )
    expect(view.result.current.account.user).toMatchObject({ email, is_guest: false })
    await act(async () => {
      saved = await view.result.current.actions.resumeSave()
    })
    expect(saved).toMatchObject({
      _tag: 'Saved',
      order: { id, status_id: 200, customer_label: 'Spring labels' },
    })
    expect(view.result.current.actions).toMatchObject({ loginRequired: false, savedOrder: { id } })
    expect(view.result.current.order.id).toBe(0)
  })

  it('reports wrong credentials as a tagged error', async () => {
    const { view } = await renderSummary()
    const failure = await view.result.current.account
      .login({ email: 'nobody@example.com', password: 'wrong password' })
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(failure).toMatchObject({ _tag: 'ApiError', status: 401, code: 'invalid_credentials' })
  })
})
