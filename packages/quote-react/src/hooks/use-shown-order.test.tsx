// @vitest-environment happy-dom
import { quantitiesChanged, type Order } from '@diecut/quote-core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import { useDiePanel } from './use-die-panel'
import { useNeedBy } from './use-need-by'
import { usePriceBreaks } from './use-price-breaks'
import { useQuoteStoreApi } from './use-quote-store-api'
import { useRollOptions } from './use-roll-options'

describe('hooks given the order their caller shows', () => {
  it('do not render their caller again when the store moves on, and follow the order given', async () => {
    const session = await browserQuote()
    let renders = 0
    const view = renderHook(
      ({ shown }: { shown: Order | null }) => {
        renders++
        const store = useQuoteStoreApi()
        const order = shown ?? store.getState().order
        return {
          store,
          roll: useRollOptions(order),
          die: useDiePanel(order),
          breaks: usePriceBreaks(order),
          needBy: useNeedBy(order),
        }
      },
      { wrapper: session.wrapper, initialProps: { shown: null as Order | null } },
    )
    const { store } = view.result.current
    act(() => {
      for (const a of labelGestures) store.getState().dispatch(a)
    })
    const priced = store.getState().order
    view.rerender({ shown: priced })
    expect(view.result.current.roll.availability).toEqual({ available: true })
    expect(view.result.current.breaks.length).toBeGreaterThan(0)
    const before = renders
    act(
      () =>
        void store.getState().dispatch(quantitiesChanged({ total_qty: 5000, design_qty: 5000 })),
    )
    act(() => void store.getState().dispatch(quantitiesChanged({ total_qty: 50, design_qty: 50 })))
    expect(renders).toBe(before)
    const breaks = view.result.current.breaks
    view.rerender({ shown: store.getState().order })
    expect(view.result.current.breaks).not.toEqual(breaks)
  })
})
