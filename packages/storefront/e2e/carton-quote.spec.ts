import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './browser'
import { fill, pick, textOf } from './quoter-actions'

describe('carton quote with custom dimensions to cart', () => {
  const { open, shot } = useBrowser()

  it('rounds an odd size to the half inch, prices it and adds it to the cart', async () => {
    const page = await open('/orders/custom-cartons')
    await page.getByRole('heading', { name: 'Custom Folding Cartons', level: 1 }).waitFor()
    // Cartons start on Bright White Paper SBS (docs/product.md section 2).
    expect(
      await page.locator('label.option-card.is-checked .option-title').first().textContent(),
    ).toBe('Bright White Paper SBS')
    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Straight Tuck')
    await fill(page, 'Length', '3.3')
    await fill(page, 'Width', '2.1')
    await fill(page, 'Depth', '5.2')
    await textOf(
      page,
      '.rounding-card',
      /Round to the nearest half inch to save money: 3\.5" x 2" x 5"/,
    )
    await textOf(page, '.die-panel', /New Size|Custom Size|Die #/)
    await page.getByRole('button', { name: 'Use the rounded size' }).click()
    await expect.poll(() => page.getByLabel('Length', { exact: true }).inputValue()).toBe('3.5')
    expect(await page.getByLabel('Width', { exact: true }).inputValue()).toBe('2')
    expect(await page.getByLabel('Depth', { exact: true }).inputValue()).toBe('5')
    await page.waitForURL(/\/orders\/custom-cartons\/\d+/)
    await page.getByRole('tab', { name: 'Upload Artwork Later' }).click()
    await page.getByLabel('Cartons per Design').fill('500')
    const subtotal = await textOf(page, '[data-testid=subtotal]', /^\$[\d,]+\.\d{2}$/)
    await textOf(page, '[data-testid=per-unit]', /^\$\d+\.\d{2,3}$/)
    expect(await page.locator('.preview .carton-diagram').count()).toBe(1)
    await shot(page, 'carton-quoter-desktop')
    await page.setViewportSize(PHONE)
    await shot(page, 'carton-quoter-phone')
    await page.setViewportSize({ width: 1440, height: 900 })

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const dialog = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await dialog.waitFor()
    const text = (await dialog.textContent()) ?? ''
    expect(text).toContain('Bright White Paper SBS')
    expect(text).toContain('3.5" x 2" x 5" Straight Tuck')
    expect(text).toContain(subtotal)
    expect(text).toContain(
      "You still need to upload artwork. You can do it later if you aren't ready now.",
    )
    await shot(page, 'added-to-cart-modal', false)
    await dialog.getByRole('button', { name: 'Start New Order' }).click()
    await page.waitForURL(/\/orders\/custom-cartons$/)
    await page.getByRole('link', { name: 'Cart, 1 order' }).waitFor()
  })
})
