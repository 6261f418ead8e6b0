import {
  checkRollInput,
  emptyEnv,
  formatRange,
  LABEL_LAMINATE,
  LABEL_SUBSTRATE,
  laminateSelected,
  materialSelected,
  newOrder,
  orderReducer,
  qtyPerRollRange,
  sizeChanged,
} from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { quoteLabels, textOf } from './quoter-actions'

describe('label roll options', () => {
  const { open } = useBrowser()

  it('clamp on blur, commit on Enter, revert on Escape, and lock one limit while the other is set', async () => {
    // The range the input must show, from the same rule the quoter uses.
    const expected = [
      materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      sizeChanged({ width: 2, length: 3 }),
    ].reduce((o, a) => orderReducer(o, a, emptyEnv), newOrder(1))
    const range = qtyPerRollRange(expected)
    const tooMany = checkRollInput('99999999', range, 'qty')

    const page = await open('/orders/custom-labels')
    await quoteLabels(page, { material: 'White Plastic', laminate: 'Gloss', quantity: 5000 })
    await page.getByRole('switch', { name: 'Specify Quantity on Roll' }).click()
    const perRoll = page.getByLabel('Maximum Labels per Roll')
    const diameter = page.getByLabel('Maximum Roll Diameter')
    await expect.poll(() => perRoll.isEnabled()).toBe(true)
    expect(await page.getByText(formatRange(range, 'qty')).count()).toBeGreaterThan(0)

    await perRoll.fill('99999999')
    await textOf(page, '.roll-grid .field-warn', new RegExp(`^${tooMany.message}$`))
    await perRoll.press('Tab')
    await expect.poll(() => perRoll.inputValue()).toBe(String(range.max))
    // The other limit is locked while this one holds a value (docs/product.md section 4).
    await expect.poll(() => diameter.isDisabled()).toBe(true)

    await perRoll.fill('x')
    await textOf(page, '.roll-grid .field-warn', /^Must be a valid number$/)
    await perRoll.press('Escape')
    await expect.poll(() => perRoll.inputValue()).toBe(String(range.max))

    await perRoll.fill('1500')
    await perRoll.press('Enter')
    await expect.poll(() => perRoll.inputValue()).toBe('1500')
    await perRoll.fill('')
    await perRoll.press('Enter')
    await expect.poll(() => diameter.isEnabled()).toBe(true)
  })
})
