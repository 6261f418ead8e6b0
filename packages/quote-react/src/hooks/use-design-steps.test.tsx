// @vitest-environment happy-dom
import {
  designBriefChanged,
  designTypeSelected,
  materialSelected,
  paletteToggled,
  shapeSelected,
  sizeChanged,
  stylePickToggled,
} from '@diecut/quote-core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { useCanApply } from './use-can-apply'
import { useDesignSteps } from './use-design-steps'
import { useDispatch } from './use-dispatch'
import { useOrder } from './use-order'
import { useOrderIssues } from './use-order-issues'
import { useQuoteStoreApi } from './use-quote-store-api'

const useDesignQuoter = (openedId: number | null) => ({
  order: useOrder(),
  dispatch: useDispatch(),
  canApply: useCanApply(),
  flow: useDesignSteps(openedId),
  issues: useOrderIssues(),
})

describe('useDesignSteps', () => {
  it('walks a custom brief from the landing through its steps, Next following the rules', async () => {
    const session = await browserQuote({ productTypeId: 3 })
    const view = renderHook(() => useDesignQuoter(null), { wrapper: session.wrapper })
    const current = () => view.result.current
    expect(current().flow.step).toBe('landing')
    expect(current().flow.next).toMatchObject({ label: 'Start Your Quote', enabled: false })
    act(() => {
      current().dispatch(designTypeSelected({ designTypeId: 3 }))
    })
    expect(current().flow.next.enabled).toBe(true)
    act(() => current().flow.goTo('quoter'))
    expect(current().flow.number).toEqual({ n: 1, of: 4 })
    expect(current().flow.next).toMatchObject({ label: 'Next: Design Direction', enabled: false })
    act(() => {
      const d = current().dispatch
      d(materialSelected({ substrateId: 11 }))
      d(shapeSelected({ shapeId: 1 }))
      d(sizeChanged({ width: 2, length: 3 }))
      d(designBriefChanged({ is_vector_logo: false, product_industry_id: 210 }))
    })
    expect(current().flow.next.enabled).toBe(true)
    expect(current().flow.reachable('color_preferences')).toBe(false)
    act(() => current().flow.goTo('design_style'))
    for (const styleId of [11, 12, 13])
      act(() => {
        current().dispatch(stylePickToggled({ categoryId: 1, styleId }))
      })
    // A fourth pick would not change the order: the screen shows it refused.
    expect(current().canApply(stylePickToggled({ categoryId: 2, styleId: 21 }))).toBe(false)
    expect(current().flow.next.enabled).toBe(true)
    act(() => current().flow.goTo('color_preferences'))
    expect(current().flow.number).toEqual({ n: 3, of: 4 })
    act(() => {
      current().dispatch(paletteToggled({ paletteId: 4 }))
    })
    act(() => current().flow.goTo('brand_product'))
    expect(current().flow.next).toMatchObject({ label: 'Add to Cart', enabled: false })
    await waitFor(() => expect(current().order.id).toBeGreaterThan(0))
  })

  it('opens an order that has a design type at the quoter step; edits go on to the cart', async () => {
    const session = await browserQuote({ productTypeId: 3 })
    const created = await session.api.createOrder({
      product_type_id: 3,
      graphic_design_order_details: { design_type_id: 1 },
    })
    const view = renderHook(
      () => ({ ...useDesignQuoter(created.order.id), store: useQuoteStoreApi() }),
      { wrapper: session.wrapper },
    )
    expect(view.result.current.flow.step).toBe('landing')
    await act(() => view.result.current.store.getState().open(created.order.id))
    await waitFor(() => expect(view.result.current.flow.step).toBe('quoter'))
    expect(view.result.current.flow.path).toEqual(['quoter'])
    // One step: the summary counts nothing ('Step 1 of 4' would promise three more).
    expect(view.result.current.flow.number).toBeNull()
    expect(view.result.current.flow.next.label).toBe('Add to Cart')
  })
})

describe('useDesignSteps field messages', () => {
  it('keeps Upload Logo Files from the logo step until it is touched or asked for', async () => {
    const session = await browserQuote({ productTypeId: 3 })
    const view = renderHook(() => useDesignQuoter(null), { wrapper: session.wrapper })
    const current = () => view.result.current
    act(() => {
      current().dispatch(designTypeSelected({ designTypeId: 2 }))
    })
    act(() => current().flow.goTo('quoter'))
    const logo = () => current().flow.fieldMessage('logo')
    expect(logo()).toBeNull()
    act(() => current().flow.touch('logo'))
    expect(logo()).toBe('Upload Logo Files')
  })

  it('shows the missing items once the customer asks from Items Incomplete', async () => {
    const session = await browserQuote({ productTypeId: 3 })
    const view = renderHook(() => useDesignQuoter(null), { wrapper: session.wrapper })
    const current = () => view.result.current
    act(() => {
      current().dispatch(designTypeSelected({ designTypeId: 3 }))
      current().dispatch(designBriefChanged({ is_vector_logo: true }))
    })
    act(() => current().flow.goTo('design_style'))
    expect(current().flow.fieldMessage('logo')).toBeNull()
    const missing = current().issues.blocking.find((e) => e.code === 'vector_logo_files_missing')
    expect(missing).toBeDefined()
    act(() => missing && current().flow.askMissing(missing))
    expect(current().flow.step).toBe('quoter')
    expect(current().flow.fieldMessage('logo')).toBe('Upload Logo Vector Files')
  })
})
