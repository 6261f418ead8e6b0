// @vitest-environment happy-dom
import { quantitiesChanged } from '@diecut/quote-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import { useDispatch } from './use-dispatch'
import { useShippingEstimate } from './use-shipping-estimate'

const renderEstimator = async () => {
  const session = await browserQuote()
  const view = renderHook(() => ({ dispatch: useDispatch(), shipping: useShippingEstimate() }), {
    wrapper: session.wrapper,
  })
  act(() => {
    for (const a of labelGestures) view.result.current.dispatch(a)
  })
  return { ...session, view }
}

describe('useShippingEstimate', () => {
  it("shows 'Loading...', then the rates; a missing city reads 'Please enter a city.'", async () => {
    const { view } = await renderEstimator()
    expect(view.result.current.shipping.status).toBe('idle')
    let pending: Promise<void> = Promise.resolve()
    act(() => {
      pending = view.result.current.shipping.estimate({
        city: 'Columbus',
        state: 'OH',
        zip: '43215',
      })
    })
    expect(view.result.current.shipping).toMatchObject({ status: 'loading', message: 'Loading...' })
    await act(() => pending)
    expect(view.result.current.shipping.status).toBe('ready')
    expect(view.result.current.shipping.rates.map((r) => r.name)).toContain('Ground')
    expect(view.result.current.shipping.message).toBeNull()

    await act(() => view.result.current.shipping.estimate({ zip: '43215' }))
    expect(view.result.current.shipping).toMatchObject({
      status: 'error',
      rates: [],
      message: 'Please enter a city.',
    })
  })

  it("says 'Freight Shipment Required' when no parcel service can carry the order", async () => {
    const { view } = await renderEstimator()
    act(() => {
      view.result.current.dispatch(
        quantitiesChanged({ total_qty: 1_000_000, design_qty: 1_000_000 }),
      )
    })
    await act(() =>
      view.result.current.shipping.estimate({ city: 'Denver', state: 'CO', zip: '80202' }),
    )
    await waitFor(() => expect(view.result.current.shipping.status).toBe('ready'))
    expect(view.result.current.shipping.freightRequired).toBe(true)
    expect(view.result.current.shipping.message).toBe('Freight Shipment Required')
    expect(view.result.current.shipping.rates.map((r) => r.name)).toEqual(['Freight'])
  })
})
