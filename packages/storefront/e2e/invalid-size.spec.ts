import {
  emptyEnv,
  laminateSelected,
  LABEL_LAMINATE,
  LABEL_SUBSTRATE,
  materialSelected,
  newOrder,
  orderReducer,
  selectDiePanel,
  shapeCategorySelected,
  sizeChanged,
} from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { fill, pick, textOf } from './quoter-actions'

describe('an invalid size', () => {
  const { open } = useBrowser()

  it('shows Invalid Size with the size checker message and blocks Add to Cart', async () => {
    const expected = [
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      shapeCategorySelected({ category: 'square_rectangle' }),
      sizeChanged({ width: 0.25, length: 30 }),
    ].reduce((o, a) => orderReducer(o, a, emptyEnv), newOrder(1))
    const panel = selectDiePanel(expected, emptyEnv)
    expect(panel.kind).toBe('invalid')
    const message = panel.kind === 'invalid' ? panel.message : ''

    const page = await open('/orders/custom-labels')
    await pick(page, 'White Plastic')
    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Square/Rectangle')
    await fill(page, 'Width', '0.25')
    await fill(page, 'Length', '30')
    await textOf(page, '.die-panel .die-title', /^Invalid Size$/)
    expect(await page.locator('.die-panel .die-message').textContent()).toBe(message)
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true)
  })
})
