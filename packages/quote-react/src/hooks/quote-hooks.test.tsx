// @vitest-environment happy-dom
import { materialSelected, quantitiesChanged, sizeChanged } from '@diecut/quote-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import { useDiePanel } from './use-die-panel'
import { useDispatch } from './use-dispatch'
import { useOrder } from './use-order'
import { useOrderIssues } from './use-order-issues'
import { usePriceBreakOffer } from './use-price-break-offer'
import { usePriceBreaks } from './use-price-breaks'
import { useProcessingChoices } from './use-processing-choices'
import { useQuoteActions } from './use-quote-actions'
import { useQuoteStore } from './use-quote-store'
import { useQuotePrice } from './use-quote-price'
import { useRollOptions } from './use-roll-options'
import { useSteps } from './use-steps'

const useQuoter = () => ({
  order: useOrder(),
  dispatch: useDispatch(),
  price: useQuotePrice(),
  issues: useOrderIssues(),
  steps: useSteps(),
  actions: useQuoteActions(),
  sync: useQuoteStore((s) => s.sync),
})

const renderQuoter = async () => {
  const session = await browserQuote()
  const view = renderHook(useQuoter, { wrapper: session.wrapper })
  const gesture = (...actions: Parameters<ReturnType<typeof useDispatch>>[0][]) =>
    act(() => {
      for (const a of actions) view.result.current.dispatch(a)
    })
  return { ...session, view, gesture }
}

describe('the quote hooks', () => {
  it('show the price, issues and steps of a gesture in the same render', async () => {
    const { view, gesture, fetch } = await renderQuoter()
    expect(view.result.current.price.total).toBeNull()
    expect(view.result.current.issues.blocking.map((e) => e.message)).toContain(
      'Select Material & Laminate',
    )
    expect(view.result.current.steps.shape).toBe(false)
    expect(view.result.current.actions.canSave).toBe(false)

    gesture(materialSelected({ substrateId: 1 }))
    expect(view.result.current.steps).toMatchObject({ laminate: true })
    expect(view.result.current.actions.canSave).toBe(true)

    gesture(...labelGestures)
    const { price, issues, actions } = view.result.current
    expect(price.total).toBeGreaterThan(0)
    expect(price.perUnit).toBeGreaterThan(0)
    const lines = price.breakdown.reduce((sum, l) => sum + Math.round(l.amount * 100), 0)
    expect(lines).toBe(Math.round((price.total ?? 0) * 100))
    expect(price.shipDueFormatted).not.toBeNull()
    expect(issues.complete).toBe(true)
    expect(actions.canAddToCart).toBe(true)
    expect(fetch.count('/orders/quoter')).toBe(0)

    await waitFor(() => expect(view.result.current.order.id).toBeGreaterThan(0), {
      timeout: 15_000,
    })
    await waitFor(() => expect(view.result.current.sync).toBe('idle'))
    expect(fetch.count('/orders/quoter', 'POST')).toBe(1)
    expect(view.result.current.price.total).toBe(price.total)
  })

  it('show no price, only what to fix, for a quantity that cannot be made, here or after the server', async () => {
    const session = await browserQuote()
    const view = renderHook(() => ({ ...useQuoter(), breaks: usePriceBreaks() }), {
      wrapper: session.wrapper,
    })
    const gesture = (a: Parameters<ReturnType<typeof useDispatch>>[0]) =>
      act(() => void view.result.current.dispatch(a))
    for (const a of labelGestures) gesture(a)
    await waitFor(() => expect(view.result.current.order.id).toBeGreaterThan(0), {
      timeout: 15_000,
    })
    await waitFor(() => expect(view.result.current.sync).toBe('idle'))
    expect(view.result.current.price.total).toBeGreaterThan(0)

    gesture(quantitiesChanged({ design_count: 1, design_qty: 49, total_qty: 49 }))
    const unpriced = {
      total: null,
      perUnit: null,
      dieCharge: null,
      breakdown: [],
      shipDueDate: null,
      shipDueFormatted: null,
    }
    expect(view.result.current.price).toEqual(unpriced)
    expect(view.result.current.breaks).toEqual([])
    expect(view.result.current.issues.blocking.map((e) => e.code)).toEqual([
      'design_qty_below_minimum',
    ])
    expect(view.result.current.actions.canAddToCart).toBe(false)
    // The server's answer evaluates the same way: no price comes back with it.
    await waitFor(() => expect(view.result.current.sync).toBe('idle'))
    expect(view.result.current.order.total_qty).toBe(49)
    expect(view.result.current.price).toEqual(unpriced)

    gesture(quantitiesChanged({ design_count: 1, design_qty: 50, total_qty: 50 }))
    expect(view.result.current.price.total).toBeGreaterThan(0)
  })

  it('list the price breaks with the current quantity marked', async () => {
    const session = await browserQuote()
    const view = renderHook(() => ({ dispatch: useDispatch(), breaks: usePriceBreaks() }), {
      wrapper: session.wrapper,
    })
    expect(view.result.current.breaks).toEqual([])
    act(() => {
      for (const a of labelGestures) view.result.current.dispatch(a)
    })
    const breaks = view.result.current.breaks
    expect(breaks.length).toBeGreaterThan(2)
    expect(breaks.find((b) => b.is_current)?.quantity).toBe(1000)
    const perUnit = breaks.map((b) => b.per_unit)
    expect([...perUnit].sort((a, b) => b - a)).toEqual(perUnit)
  })

  it('offer the price breaks before a quantity, and a chosen row prices the quote alike', async () => {
    const session = await browserQuote()
    const view = renderHook(
      () => ({
        dispatch: useDispatch(),
        price: useQuotePrice(),
        offer: usePriceBreakOffer(),
        speeds: useProcessingChoices({ product_type_id: 1, graphic_design_order_details: null }),
      }),
      { wrapper: session.wrapper },
    )
    act(() => {
      for (const a of labelGestures.slice(0, 5)) view.result.current.dispatch(a)
    })
    expect(view.result.current.price.total).toBeNull()
    const { offer } = view.result.current
    expect(offer).toMatchObject({ compared: false, choosable: true })
    expect(view.result.current.speeds.slice(1).every((s) => s.fee === null)).toBe(true)
    const row = offer.rows.find((r) => r.quantity === 2500)!
    act(() => void view.result.current.dispatch(quantitiesChanged({ total_qty: row.quantity })))
    expect(view.result.current.price.total).toBe(row.total)
    expect(view.result.current.offer.compared).toBe(true)
    expect(view.result.current.offer.rows.find((r) => r.is_current)?.quantity).toBe(2500)
    expect(view.result.current.speeds[1]!.fee).toBeGreaterThan(0)
  })

  it('show the selected-die panel, similar sizes and an invalid size', async () => {
    const session = await browserQuote()
    const view = renderHook(
      () => ({ dispatch: useDispatch(), die: useDiePanel(), issues: useOrderIssues() }),
      { wrapper: session.wrapper },
    )
    act(() => {
      for (const a of labelGestures) view.result.current.dispatch(a)
    })
    expect(view.result.current.die.panel.kind).toBe('existing')
    expect(view.result.current.die.similar).toEqual([])
    act(() => void view.result.current.dispatch(sizeChanged({ width: 2.125, length: 3 })))
    expect(view.result.current.die.panel.kind).not.toBe('existing')
    expect(view.result.current.die.similar.map((s) => [s.die.width, s.die.length])).toContainEqual([
      2, 3,
    ])
    act(() => void view.result.current.dispatch(sizeChanged({ width: 2, length: 40 })))
    expect(view.result.current.die.panel).toMatchObject({ kind: 'invalid' })
    expect(view.result.current.issues.sizeErrors).toBe(true)
  })

  it('give the roll options their ranges, locks and actions', async () => {
    const session = await browserQuote()
    const view = renderHook(
      () => ({ dispatch: useDispatch(), roll: useRollOptions(), order: useOrder() }),
      {
        wrapper: session.wrapper,
      },
    )
    expect(view.result.current.roll.availability.available).toBe(false)
    act(() => {
      for (const a of labelGestures) view.result.current.dispatch(a)
    })
    expect(view.result.current.roll.availability).toEqual({ available: true })
    act(() => void view.result.current.roll.toggle(true))
    const { diameter, quantity } = view.result.current.roll
    expect(view.result.current.roll.enabled).toBe(true)
    expect(diameter.range).toMatchObject({ min: 4, max: 13 })
    expect(quantity.range.min).toBeGreaterThanOrEqual(100)

    act(() => void diameter.set(10))
    expect(view.result.current.order.roll_diameter_max).toBe(10)
    expect(view.result.current.roll.diameter.value).toBe(10)
    expect(view.result.current.roll.quantity.disabled).toBe(true)
    act(() => void view.result.current.roll.diameter.set(null))
    expect(view.result.current.order.roll_diameter_max).toBeNull()
    act(() => void view.result.current.roll.quantity.set(quantity.range.min))
    expect(view.result.current.order.roll_qty_max).toBe(quantity.range.min)
    expect(view.result.current.roll.diameter.disabled).toBe(true)
    act(() => void view.result.current.roll.selectCore(2))
    expect(view.result.current.order.roll_id).toBe(2)
  })
})
