import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { guestQuote } from '../../test/support/quote-fixture'
import { until } from '../../test/support/wait'
import { watchRefocus } from './watch-refocus'

/** A window and a document that only dispatch events (the store runs in Node here). */
const page = () => {
  const win = new EventTarget()
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  })
  const hide = () => {
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
  }
  const show = () => {
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
  }
  return { win, doc, hide, show }
}

describe('watchRefocus', () => {
  it('refreshes the quote on return after more than 120 s away, not after less', async () => {
    const { store, fetch } = guestQuote()
    for (const a of labelGestures) store.getState().dispatch(a)
    await store.getState().flush()
    const id = store.getState().order.id
    const refreshes = () => fetch.count(`/orders/quoter/${id}`)
    let clock = 1_000_000
    const { win, doc, hide, show } = page()
    const stop = watchRefocus(store, { now: () => clock, window: win, document: doc })

    win.dispatchEvent(new Event('blur'))
    clock += 119_000
    win.dispatchEvent(new Event('focus'))
    hide()
    clock += 120_000
    show()
    await new Promise((r) => setTimeout(r, 150))
    expect(refreshes()).toBe(0)

    hide()
    clock += 121_000
    show()
    await until(() => refreshes() === 1)
    await until(() => store.getState().sync === 'idle')
    expect(store.getState().order.id).toBe(id)

    win.dispatchEvent(new Event('blur'))
    clock += 300_000
    win.dispatchEvent(new Event('focus'))
    await until(() => refreshes() === 2)

    stop()
    win.dispatchEvent(new Event('blur'))
    clock += 300_000
    win.dispatchEvent(new Event('focus'))
    await new Promise((r) => setTimeout(r, 150))
    expect(refreshes()).toBe(2)
  })
})
