// @vitest-environment happy-dom
import { materialSelected, sizeChanged } from '@diecut/quote-core'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { browserQuote } from '../../test/support/render-quote'
import { useCompletedSteps } from './use-completed-steps'
import { useDispatch } from './use-dispatch'

describe('useCompletedSteps', () => {
  it('ticks a step in the render of the gesture that completes it', async () => {
    const { wrapper } = await browserQuote()
    const view = renderHook(() => ({ done: useCompletedSteps(), dispatch: useDispatch() }), {
      wrapper,
    })
    expect(view.result.current.done).toMatchObject({ material: false, size: false })
    act(() => view.result.current.dispatch(materialSelected({ substrateId: 3 })))
    expect(view.result.current.done.material).toBe(true)
    act(() => view.result.current.dispatch(sizeChanged({ width: 2, length: 3 })))
    expect(view.result.current.done.size).toBe(true)
  })
})
