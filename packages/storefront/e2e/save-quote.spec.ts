import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { quoteLabels, textOf } from './quoter-actions'

describe('a guest saving a quote', () => {
  const { open, shot } = useBrowser()

  it('signs up in the save modal, the save runs after sign-up, and the quote is listed', async () => {
    const page = await open('/orders/custom-labels')
    const { subtotal, perUnit } = await quoteLabels(page, {
      material: 'Kraft Paper',
      laminate: null,
      quantity: 2500,
    })
    const orderId = /\/(\d+)$/.exec(page.url())?.[1]
    await page.getByRole('button', { name: 'Save Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save Your Quote' })
    await dialog.waitFor()
    await dialog.getByLabel('I already have an account').check()
    await dialog.getByRole('button', { name: 'Login & Save Quote' }).waitFor()
    await dialog.getByLabel('I already have an account').uncheck()
    await dialog.getByLabel('Name').fill('Rosa Baker')
    await dialog.getByLabel('Company (optional)').fill('Baker Candle Co.')
    await dialog.getByLabel('Email').fill(`rosa+${Date.now()}@example.com`)
    await dialog.getByLabel('Password').fill('beeswax-2024')
    await shot(page, 'save-quote-signup-modal', false)
    await dialog.getByRole('button', { name: 'Sign Up & Save Quote' }).click()
    await textOf(page, '.saved-notice', /Your quote has been saved\./)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // The account's saved quotes come from the server, with the quote's price.
    await page.getByRole('link', { name: 'View saved quotes' }).click()
    await page.waitForURL(/\/account\/orders\/saved$/)
    await page.getByRole('heading', { name: 'Saved Quotes', level: 1 }).waitFor()
    const card = page.getByRole('list', { name: 'Saved quotes' }).getByRole('listitem')
    await textOf(page, '.saved-quote', new RegExp(`Quote #${orderId}`))
    expect(await card.count()).toBe(1)
    const text = (await card.textContent()) ?? ''
    expect(text).toMatch(/^Saved Quote - \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M/)
    expect(text).toContain('Kraft Paper')
    expect(text).toContain('2" x 3" Rectangle')
    expect(text).toContain('2,500 labels')
    expect(text).toContain(`${perUnit} each`)
    expect(text).toContain(subtotal)
    expect(text).toMatch(/Saved \d{1,2}\/\d{1,2}\/\d{4}/)
    await shot(page, 'saved-quotes-desktop')

    // Open Quote reopens it in its quoter at the same price.
    await card.getByRole('link', { name: /^Open Quote: Saved Quote - / }).click()
    await page.waitForURL(new RegExp(`/orders/custom-labels/${orderId}$`))
    await textOf(
      page,
      '[data-testid=subtotal]',
      new RegExp(`^${subtotal.replace(/[$.]/g, '\\$&')}$`),
    )
    await textOf(page, '.summary-specs', /Kraft Paper/)
  })
})
