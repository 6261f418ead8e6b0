import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './browser'
import { fill, pick, pngOf, textOf } from './quoter-actions'

describe('label quote from material to cart', () => {
  const { open, shot } = useBrowser()

  it('configures a label, uploads artwork, sees the price and adds it to the cart', async () => {
    const page = await open('/orders/custom-labels')
    await page.getByRole('heading', { name: 'Custom Labels', level: 1 }).waitFor()
    await pick(page, 'White Plastic')
    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Square/Rectangle')
    await fill(page, 'Width', '2')
    await fill(page, 'Length', '3')
    await textOf(page, '.die-panel', /Die #\d+/)
    await pick(page, 'Machine Applied (Rolls)')
    await page.waitForURL(/\/orders\/custom-labels\/\d+/)
    await page.getByRole('tab', { name: 'Upload Artwork Now' }).waitFor()
    await page
      .getByLabel('Upload artwork files')
      .setInputFiles({ name: 'lemon-label.png', mimeType: 'image/png', buffer: pngOf(300, 450) })
    await page.locator('.design-line', { hasText: 'lemon-label.png' }).waitFor()
    // 300 x 450 px over 2" x 3" is 150 ppi: the customer is warned.
    await textOf(
      page,
      '.design-warning',
      /This artwork is about 150 ppi at 2" x 3"\. Use 300 ppi or more for sharp print\./,
    )
    await page.getByLabel('Labels per Design').fill('1000')
    const subtotal = await textOf(page, '[data-testid=subtotal]', /^\$[\d,]+\.\d{2}$/)
    const perUnit = await textOf(page, '[data-testid=per-unit]', /^\$0\.\d{2,3}$/)
    await shot(page, 'label-quoter-desktop')
    await page.setViewportSize(PHONE)
    await shot(page, 'label-quoter-phone')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const dialog = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await dialog.waitFor()
    const modal = (await dialog.textContent()) ?? ''
    expect(modal).toContain('White Plastic')
    expect(modal).toContain('Gloss')
    expect(modal).toContain('1,000')
    expect(modal).toContain(subtotal)
    expect(modal).toContain(perUnit)
    await dialog.getByRole('button', { name: 'Go to Cart' }).click()
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    await textOf(page, '.cart-lines', /White Plastic/)
    expect(await page.getByRole('link', { name: 'Cart, 1 order' }).count()).toBe(1)
    await shot(page, 'cart-desktop')

    // Edit mode: back in the quoter, changes autosave, and finishing says so.
    await page.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(/\/orders\/custom-labels\/\d+\?edit=1/)
    await page.getByRole('button', { name: 'Changes are Autosaved' }).waitFor()
    expect(await page.getByRole('button', { name: 'Changes are Autosaved' }).isDisabled()).toBe(
      true,
    )
    await textOf(page, '[data-testid=subtotal]', new RegExp(subtotal.replace(/[$.]/g, '\\$&')))
    await page.getByLabel('Labels per Design').fill('2000')
    const edited = await textOf(page, '[data-testid=subtotal]', /^\$[\d,]+\.\d{2}$/)
    await expect.poll(() => page.locator('[data-testid=subtotal]').textContent()).not.toBe(subtotal)
    await page.getByRole('button', { name: "I'm Finished, Back to Cart" }).click()
    const done = page.getByRole('dialog', { name: 'Item Successfully Edited' })
    await done.waitFor()
    expect(await done.getByRole('button', { name: 'Checkout' }).count()).toBe(1)
    await done.getByRole('button', { name: 'Return to Cart' }).click()
    await textOf(page, '.cart-lines', /2,000 labels/)
    expect(edited).not.toBe('')
  })
})
