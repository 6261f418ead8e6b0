import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './browser'
import { seriousViolations } from './axe'
import { fill, pick } from './quoter-actions'

describe('accessibility of the quoter pages (axe-core)', () => {
  const { open } = useBrowser()

  it('has no serious or critical violations on the label quoter with every step open', async () => {
    const page = await open('/orders/custom-labels')
    await pick(page, 'White Plastic')
    await pick(page, 'Matte', '#step-laminate')
    await pick(page, 'Square/Rectangle')
    await fill(page, 'Width', '1.5')
    await fill(page, 'Length', '4')
    await pick(page, 'Machine Applied (Rolls)')
    await page.getByRole('heading', { name: 'Additional Options' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('has no serious or critical violations on the carton quoter', async () => {
    const page = await open('/orders/custom-cartons')
    await pick(page, 'Soft Touch Matte', '#step-laminate')
    await pick(page, 'Custom Shape')
    await page.getByRole('heading', { name: 'Custom Shape' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('has no serious or critical violations on the label quoter at phone width', async () => {
    const page = await open('/orders/custom-labels', PHONE)
    await page.getByRole('heading', { name: 'Choose a Material' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('operates the material grid and shape tiles with the keyboard alone', async () => {
    const page = await open('/orders/custom-labels')
    const first = page.getByRole('radio', { name: /^White Plastic/ })
    await first.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => page.getByRole('radio', { name: /^Metallic Plastic/ }).isChecked())
      .toBe(true)
    const focusRing = await page.evaluate(
      () =>
        getComputedStyle(document.activeElement?.closest('.option-card') ?? document.body)
          .boxShadow,
    )
    expect(focusRing).not.toBe('none')
  })
})
