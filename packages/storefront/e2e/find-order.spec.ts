import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { seriousViolations } from './axe'
import { LAPTOP, PHONE, shotBothWidths, useBrowser } from './browser'
import { quoteLabels } from './quoter-actions'

/** The text of the store's email with this subject, once it has written it (an .eml file). */
const emailText = async (subject: string): Promise<string> => {
  const dir = inject('storeMailDir')
  const deadline = Date.now() + 20_000
  for (;;) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(dir, name)))
      if (mail.subject === subject) return mail.text ?? ''
    }
    if (Date.now() > deadline) throw new Error(`no email "${subject}"`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A guest quotes labels and checks out with `email`; answers the order's number. */
const guestCheckout = async (page: Page, email: string): Promise<string> => {
  await quoteLabels(page, { material: 'White Plastic', laminate: 'Gloss', quantity: 1000 })
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page
    .getByRole('dialog', { name: 'Item Added to Cart' })
    .getByRole('button', { name: 'Go to Cart' })
    .click()
  await page.getByRole('link', { name: 'Checkout' }).click()
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill('Rosa Baker')
  await page.getByLabel('Street address').fill('200 Market St')
  await page.getByLabel('City').fill('Chicago')
  await page.getByLabel('State', { exact: true }).selectOption('IL')
  await page.getByLabel('ZIP code').fill('60606')
  await page.getByLabel('ZIP code').press('Tab')
  const ground = page.getByRole('radio', { name: /^Ground/ })
  await ground.waitFor()
  await ground.check()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await page.waitForURL(/\/account\/orders\/DC-\d{8}\/confirmation$/)
  return (await page.getByTestId('order-number').textContent()) ?? ''
}

describe('finding an order by email and number', () => {
  const { open, shot } = useBrowser()

  it('a guest opens the order in a fresh browser through the link emailed to them', async () => {
    const email = `rosa-${Date.now()}@example.com`
    const number = await guestCheckout(await open('/orders/custom-labels', LAPTOP), email)
    expect(number).toMatch(/^DC-\d{8}$/)

    // Another browser: the login page points a guest to finding the order, and the order's own
    // page says where to find it instead of a bare "page not found".
    const page = await open('/account/users/login', LAPTOP)
    await shot(page, 'login-find-order-1280')
    await page.getByRole('link', { name: 'Find your order' }).click()
    await page.waitForURL(/\/account\/orders\/find$/)
    await page.goto(`/account/orders/${number}`)
    await page.getByRole('heading', { name: "We couldn't find that order" }).waitFor()
    await page.getByText(`Order ${number} is not among the orders of this browser.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'order-not-here')
    await page.getByRole('link', { name: 'Find Your Order' }).click()
    await page.waitForURL(/\/account\/orders\/find\?number=DC-\d{8}$/)
    await page.getByRole('heading', { name: 'Find your order' }).waitFor()
    expect(await page.getByLabel('Order number').inputValue()).toBe(number)

    // Clear errors at the fields, from the core's messages; nothing is sent meanwhile.
    await page.getByLabel('Order number').fill('12345')
    await page.getByRole('button', { name: 'Email Me a Link' }).click()
    await page.getByText('Please enter the email address the order was placed with.').waitFor()
    await page
      .getByText('Please enter the order number as it appears on your confirmation, like DC-10042.')
      .waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await shotBothWidths(page, shot, 'find-order-errors')

    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByLabel('Order number').fill(number.toLowerCase())
    await page.getByRole('button', { name: 'Email Me a Link' }).click()
    await page
      .getByText(
        'If an order with that number was placed with that email address, a link to it is on its way there.',
        { exact: false },
      )
      .waitFor()
    await shotBothWidths(page, shot, 'find-order-sent')

    // The email holds the link; opened here, it shows the order and leaves no key in the address.
    const text = await emailText(`Your link to order ${number}`)
    const link = new RegExp(
      `(https?://\\S+/account/orders/${number}\\?key=[A-Za-z0-9_-]{43})`,
    ).exec(text)?.[1]
    expect(link).toBeDefined()
    await page.goto(link ?? '')
    await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor()
    await page.getByRole('region', { name: 'Order summary' }).waitFor()
    await page.waitForURL(new RegExp(`/account/orders/${number}$`))
    await page.reload()
    await page.getByRole('region', { name: 'Order summary' }).waitFor()
    await page.getByRole('link', { name: 'All Orders' }).click()
    const orders = page.getByRole('list', { name: 'Placed orders' }).getByRole('listitem')
    await expect.poll(() => orders.count()).toBe(1)
    await page.goBack()
    await page.getByRole('region', { name: 'Order summary' }).waitFor()
    await shotBothWidths(page, shot, 'order-from-link')

    // A third browser with the same link is told it was opened elsewhere.
    const other = await open(new URL(link ?? '').pathname + new URL(link ?? '').search, PHONE)
    await other.getByText('This link was already opened in another browser').waitFor()
    await other.getByRole('link', { name: 'Find Your Order' }).waitFor()
    await shot(other, 'order-link-used-390')

    // A guest's account page points there too.
    const account = await open('/account', PHONE)
    await account.getByRole('link', { name: 'Find your order' }).waitFor()
    await shot(account, 'account-guest-390')
  })
})
