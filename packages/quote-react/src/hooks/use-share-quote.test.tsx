// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import { useDispatch } from './use-dispatch'
import { useNeedBy } from './use-need-by'
import { useQuoteStore } from './use-quote-store'
import { useShareQuote } from './use-share-quote'
import { useSharedQuote } from './use-shared-quote'

const renderQuote = async () => {
  const session = await browserQuote()
  const view = renderHook(
    () => ({
      dispatch: useDispatch(),
      order: useQuoteStore((s) => s.order),
      share: useShareQuote(),
      needBy: useNeedBy(),
    }),
    { wrapper: session.wrapper },
  )
  act(() => {
    for (const a of labelGestures) view.result.current.dispatch(a)
  })
  return { ...session, view }
}

describe('useShareQuote and useSharedQuote', () => {
  it('shares the quote as edited, and a shared quote reads back and starts a new order', async () => {
    const { view, wrapper } = await renderQuote()
    let link: { token: string; url: string } | null = null
    await act(async () => {
      link = await view.result.current.share.share()
    })
    expect(view.result.current.share.status).toBe('shared')
    expect(link).toEqual(view.result.current.share.link)
    const token = view.result.current.share.link?.token ?? ''
    expect(view.result.current.share.link?.url).toBe(`/q/${token}`)

    const shared = renderHook(() => useSharedQuote(token), { wrapper })
    await waitFor(() => expect(shared.result.current.status).toBe('ready'))
    expect(shared.result.current.quote).toMatchObject({
      quote_number: view.result.current.order.id,
      quoted_total: view.result.current.order.quoted_total,
      total_qty: 1000,
    })
    expect(shared.result.current.pdfHref).toBe(`/api/shared-quotes/${token}/pdf`)
    const copy = await shared.result.current.startFromIt()
    expect(copy.id).not.toBe(view.result.current.order.id)
    expect(copy.quoted_total).toBe(view.result.current.order.quoted_total)
  })

  it('reports an unknown link as not found', async () => {
    const { wrapper } = await browserQuote()
    const shared = renderHook(() => useSharedQuote('B'.repeat(43)), { wrapper })
    await waitFor(() => expect(shared.result.current.status).toBe('error'))
    expect(shared.result.current.error).toMatchObject({ status: 404, code: 'not_found' })
  })
})

describe('useNeedBy', () => {
  it('sets the processing the date needs and says when it arrives', async () => {
    const { view } = await renderQuote()
    // The clock is Tue 2025-03-04, 9am ET: Standard ships Fri Mar 7.
    act(() => {
      view.result.current.needBy.pick({ needBy: '2025-03-07', zip: '30303' })
    })
    expect(view.result.current.order).toMatchObject({ processing_id: 2, delay_expedite: 1 })
    expect(view.result.current.needBy.plan?._tag).toBe('OnTime')
    expect(view.result.current.needBy.arrivesBy).toBe('Arrives by Fri, Mar 7')
    expect(view.result.current.needBy.shippingCode).toBe('01')

    act(() => {
      view.result.current.needBy.pick({ needBy: '2025-03-31', zip: '30303' })
    })
    expect(view.result.current.order).toMatchObject({ processing_id: 1, delay_expedite: null })
    expect(view.result.current.needBy.shippingCode).toBe('03')
    expect(view.result.current.needBy.arrivesBy).toBe('Arrives by Tue, Mar 11')
    // The customer changes the service: the arrival follows.
    act(() => view.result.current.needBy.chooseShipping('01'))
    expect(view.result.current.needBy.arrivesBy).toBe('Arrives by Mon, Mar 10')
    // Soonest first; 2nd Day would arrive with Ground for more, so it is not offered.
    expect(view.result.current.needBy.services.map((s) => s.shipping_name)).toEqual([
      'Next Day',
      'Ground',
    ])
  })
})
