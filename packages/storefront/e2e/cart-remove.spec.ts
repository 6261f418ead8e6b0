import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { dollars, quoteLabels, textOf } from './quoter-actions'

describe('removing an order from the cart', () => {
  const { open, shot } = useBrowser()

  it('asks first (keyboard included), then the count, badge and subtotal drop', async () => {
    const page = await open('/orders/custom-labels')
    const first = await quoteLabels(page, {
      material: 'White Plastic',
      laminate: 'Gloss',
      quantity: 1000,
    })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    const added = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await added.getByRole('button', { name: 'Start New Order' }).click()
    await page.waitForURL(/\/orders\/custom-labels$/)
    const second = await quoteLabels(page, {
      material: 'White Paper',
      laminate: 'Matte',
      quantity: 5000,
    })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await added.getByRole('button', { name: 'Go to Cart' }).click()

    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    const lines = page.getByRole('list', { name: 'Orders in your cart' }).getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    await page.getByRole('link', { name: 'Cart, 2 orders' }).waitFor()
    const total = page.getByRole('complementary', { name: 'Cart total' })
    await textOf(page, '.cart-total', /Subtotal \(2 orders\)/)
    const both = dollars((await total.locator('.price').textContent()) ?? '')
    expect(both).toBeCloseTo(dollars(first.subtotal) + dollars(second.subtotal), 2)

    // Escape keeps the order; nothing changes.
    const remove = page.getByRole('button', { name: /^Remove 1,000 Custom Labels/ })
    await remove.focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Remove this order from your cart?' })
    await confirm.waitFor()
    await shot(page, 'cart-remove-confirm', false)
    expect(
      await confirm
        .getByRole('button', { name: 'Keep in Cart' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => confirm.count()).toBe(0)
    expect(await lines.count()).toBe(2)

    // Tab to Remove from Cart and press Enter: the order leaves the cart.
    await remove.focus()
    await page.keyboard.press('Enter')
    await confirm.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await textOf(page, '.cart-removed', /1,000 Custom Labels removed from your cart\./)
    await expect.poll(() => lines.count()).toBe(1)
    await page.getByRole('link', { name: 'Cart, 1 order' }).waitFor()
    await textOf(page, '.cart-total', /Subtotal \(1 order\)/)
    expect(await total.locator('.price').textContent()).toBe(second.subtotal)
    expect(await lines.first().textContent()).toContain('5,000 labels')
    await shot(page, 'cart-after-remove')
  })
})
