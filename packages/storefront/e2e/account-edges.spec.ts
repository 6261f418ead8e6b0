import path from 'node:path'
import { formatLongDate, quoteValidUntil } from '@diecut/quote-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { LAPTOP, PHONE, screenshotsDir, shotBothWidths, useBrowser } from './browser'
import { pngOf, quoteLabels, textOf } from './quoter-actions'
import { callStore } from './store-call'

/** 2" x 3" white plastic labels, gloss, on rolls, 1,000 of one design: a complete quote. */
const labels = {
  product_type_id: 1,
  substrate_id: 1,
  laminate_id: 1,
  shape_id: 1,
  is_square_corners: false,
  width: 2,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 1,
  design_qty: 1000,
  total_qty: 1000,
}

/** A new quote of the labels, with the customer's artwork when `art` is given; answers its id. */
const newQuote = async (page: Page, art?: Buffer): Promise<number> => {
  const { order } = await callStore(page, 'POST', '/orders/quoter', { order: labels })
  if (art !== undefined)
    await page.evaluate(
      async ({ id, bytes }) => {
        const form = new FormData()
        form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'jam.png')
        const res = await fetch(`/account/designs/add/${id}`, { method: 'POST', body: form })
        if (!res.ok) throw new Error(`artwork answered ${res.status}`)
      },
      { id: order.id, bytes: [...art] },
    )
  return order.id
}

/** The page is no wider than the screen: nothing to scroll sideways, nothing zoomed out. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The element lies wholly inside the window. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0
  })

describe('the account edges a new customer hit', () => {
  const { open, shot } = useBrowser()

  it('saves where the customer is; saved quotes go to the cart or away, with the day their price holds to', async () => {
    const page = await open('/orders/custom-labels', LAPTOP)
    await quoteLabels(page, { material: 'Kraft Paper', laminate: null, quantity: 2500 })

    // Save Quote far down the page: the sign-up states its password rule before any typing.
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }))
    await page.getByRole('button', { name: 'Save Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save Your Quote' })
    await dialog.getByText('At least 8 characters.').waitFor()
    const email = `edges-${Date.now()}@example.com`
    await dialog.getByLabel('Name').fill('Rosa Baker')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill('beeswax-2024')
    const before = await page.evaluate(() => window.scrollY)
    await dialog.getByRole('button', { name: 'Sign Up & Save Quote' }).click()
    await textOf(page, '.saved-notice', /^Your quote has been saved\. View saved quotes$/)
    expect(await inView(page, '.saved-notice')).toBe(true)
    const after = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    expect(Math.abs(after - before)).toBeLessThan(200)
    await page.screenshot({
      path: path.join(screenshotsDir, 'account-edges-saved-notice-1280.png'),
    })
    await page.setViewportSize(PHONE)
    expect(await inView(page, '.saved-notice')).toBe(true)
    await page.screenshot({ path: path.join(screenshotsDir, 'account-edges-saved-notice-390.png') })
    await page.setViewportSize(LAPTOP)

    // A second saved quote, with the customer's artwork.
    const withArt = await newQuote(page, pngOf(600, 900))
    await callStore(page, 'POST', `/carts/save-to-account/${withArt}`, {
      customer_label: 'Jam jars',
    })

    await page.goto('/account/orders/saved')
    const list = page.getByRole('list', { name: 'Saved quotes' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    const holds = formatLongDate(quoteValidUntil(new Date().toISOString()))
    for (const text of await list.locator('.saved-quote-hold').allTextContents())
      expect(text).toBe(`Price holds until ${holds} (30 days from saving).`)
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'account-edges-saved-quotes')
    await page.setViewportSize(PHONE)
    expect(await fitsTheScreen(page)).toBe(true)
    await page.setViewportSize(LAPTOP)

    // Add to Cart: the quote leaves the list and is in the cart.
    await list.getByRole('button', { name: 'Add to Cart: Jam jars' }).click()
    await textOf(page, '.saved-quote-done', /^Jam jars is in your cart\. Go to Cart$/)
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)

    // Delete asks first; Keep Quote keeps it, Delete Quote takes it away.
    const name = (await list.locator('.saved-quote strong').first().textContent()) ?? ''
    await list.getByRole('button', { name: `Delete: ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this saved quote?' })
    await confirm.getByRole('button', { name: 'Keep Quote' }).click()
    expect(await list.getByRole('listitem').count()).toBe(1)
    await list.getByRole('button', { name: `Delete: ${name}` }).click()
    await confirm.getByRole('button', { name: 'Delete Quote' }).click()
    await textOf(page, '.saved-quote-done', /was deleted from your saved quotes\.$/)
    await page.getByText('No saved quotes yet.').waitFor()

    // The cart shows the customer's own artwork.
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Cart' })
      .click()
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    const art = page.getByRole('img', { name: 'Your artwork: jam.png' })
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600)
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'account-edges-cart')
  })

  it('checks out in words and prefilled, and shows the account on one screen width', async () => {
    const page = await open('/account', LAPTOP)
    await page.waitForLoadState('networkidle')
    const email = `overview-${Date.now()}@example.com`
    await callStore(page, 'POST', '/account/users/signup', {
      email,
      password: 'beeswax-2024',
      name: 'Ada Buyer',
    })
    await callStore(page, 'POST', `/carts/add-to-cart/${await newQuote(page)}`)

    // A new customer's checkout starts with their name and email; empty fields say what to do.
    await page.goto('/carts')
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Ada Buyer')
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email)
    await page.getByRole('button', { name: 'Place Order' }).click()
    for (const words of [
      'Please enter the street address.',
      'Please enter your city.',
      'Please choose your state.',
      'Please enter your ZIP code.',
      'Please choose a shipping option.',
    ])
      await page.getByText(words, { exact: true }).waitFor()
    expect(await page.getByText('is required').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'account-edges-checkout-errors')

    await page.getByLabel('Street address').fill('200 Market St')
    await page.getByLabel('City').fill('Chicago')
    await page.getByLabel('State', { exact: true }).selectOption('IL')
    await page.getByLabel('ZIP code').fill('60606')
    await page.getByLabel('ZIP code').press('Tab')
    await page.getByRole('radio', { name: /^Ground/ }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL(/\/account\/orders\/DC-\d{8}\/confirmation$/)
    const number = (await page.getByTestId('order-number').textContent()) ?? ''

    // The next checkout starts from the address just used.
    await callStore(page, 'POST', `/carts/add-to-cart/${await newQuote(page)}`)
    await page.goto('/carts')
    await expect.poll(() => page.getByLabel('Street address').inputValue()).toBe('200 Market St')
    expect(await page.getByLabel('City').inputValue()).toBe('Chicago')
    expect(await page.getByLabel('State', { exact: true }).inputValue()).toBe('IL')
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('60606')
    await page.getByRole('radio', { name: /^Ground/ }).waitFor()
    await shotBothWidths(page, shot, 'account-edges-checkout-prefilled')

    // The overview: open orders with what is due, saved quotes, addresses.
    await page.goto('/account')
    const openOrders = page.getByRole('list', { name: 'Open orders' })
    await openOrders.getByText(`Order ${number}`).waitFor()
    await page.getByRole('heading', { name: 'Saved quotes', level: 2 }).waitFor()
    await page.getByText('No saved quotes. Use Save Quote in the quoter to keep one.').waitFor()
    const addresses = page.getByRole('list', { name: 'Addresses you shipped to' })
    expect(await addresses.textContent()).toContain('200 Market St')
    const due = page.getByRole('list', { name: `What order ${number} needs from you` })
    await due.getByText(/^Upload the artwork for Roll labels · 2" x 3"/).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'account-edges-overview')

    // The placed order names its item by product and size, never 'Item 12'.
    await page.goto(`/account/orders/${number}`)
    await page.getByRole('listitem', { name: /^Roll labels · 2" x 3"/ }).waitFor()
    expect(await page.getByText(/\bItem \d+\b/).count()).toBe(0)
    expect(await page.getByText('1,000 labels', { exact: false }).count()).toBeGreaterThan(0)

    // Every page of the account fits a 390 px phone.
    await page.setViewportSize(PHONE)
    for (const path of [
      '/account',
      '/account/orders',
      '/account/orders/saved',
      '/account/users/account-details',
      `/account/orders/${number}`,
    ]) {
      await page.goto(path)
      await page.locator('h1').waitFor()
      await page.waitForLoadState('networkidle')
      expect({ path, fits: await fitsTheScreen(page) }).toEqual({ path, fits: true })
    }
    await page.goto('/account/orders')
    await page.getByRole('list', { name: 'Placed orders' }).waitFor()
    expect(await fitsTheScreen(page)).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'account-edges-orders-390')
    await page.setViewportSize(LAPTOP)
    await shot(page, 'account-edges-orders-1280')
  })
})
