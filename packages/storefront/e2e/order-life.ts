import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Inbox, Received } from '../../http-adapter/test/support/smtp-inbox'
import { quoteLabels } from './quoter-actions'
import { E2E_STAFF } from './store-server'

/** The first message in the inbox that `matches`, waiting for it to arrive. */
export const mailTo = async (
  inbox: Inbox,
  matches: (m: Received) => boolean,
  what: string,
): Promise<Received> => {
  await expect
    .poll(() => inbox.messages.some(matches), { timeout: 30_000, message: what })
    .toBe(true)
  const found = inbox.messages.find(matches)
  if (found === undefined) throw new Error(what)
  return found
}

/** The first link in an email's text that starts with `prefix`. */
export const linkIn = (mail: Received, prefix: string): string => {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (link === undefined) throw new Error(`no link to ${prefix} in "${mail.subject}"`)
  return link.replace(/[).,]+$/, '')
}

export type Buyer = {
  readonly email: string
  readonly name: string
  readonly company: string
  readonly poNumber?: string
}

/**
 * A shopper quotes 2,500 white plastic labels, carts them and checks out to Chicago by ground;
 * answers the order number from the confirmation page.
 */
export const quoteAndCheckOut = async (page: Page, buyer: Buyer): Promise<string> => {
  await quoteLabels(page, { material: 'White Plastic', laminate: 'Gloss', quantity: 2500 })
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page
    .getByRole('dialog', { name: 'Item Added to Cart' })
    .getByRole('button', { name: 'Go to Cart' })
    .click()
  return checkOutCart(page, buyer)
}

/**
 * From the cart page, checks out to Chicago by ground; answers the order number from the
 * confirmation page.
 */
export const checkOutCart = async (page: Page, buyer: Buyer): Promise<string> => {
  await page.getByRole('link', { name: 'Checkout' }).click()
  await page.waitForURL(/\/carts$/)
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
  const email = page.getByLabel('Email')
  if ((await email.count()) > 0) await email.fill(buyer.email)
  await page.getByLabel('Full name').fill(buyer.name)
  await page.getByLabel('Company (optional)').fill(buyer.company)
  await page.getByLabel('Street address').fill('200 Market St')
  await page.getByLabel('City').fill('Chicago')
  await page.getByLabel('State', { exact: true }).selectOption('IL')
  await page.getByLabel('ZIP code').fill('60606')
  await page.getByLabel('ZIP code').press('Tab')
  const ground = page.getByRole('radio', { name: /^Ground/ })
  await ground.waitFor()
  await ground.check()
  if (buyer.poNumber !== undefined)
    await page.getByLabel('PO number (optional)').fill(buyer.poNumber)
  await page.getByRole('button', { name: 'Place Order' }).click()
  await page.waitForURL(/\/account\/orders\/DC-\d{8}\/confirmation$/)
  return (await page.getByTestId('order-number').textContent()) ?? ''
}

/** Staff log in where a logged-out visitor meets the staff pages, and open one order. */
export const staffOpensOrder = async (staff: Page, number: string) => {
  await staff.getByRole('heading', { name: 'Staff log in' }).waitFor()
  await staff.getByLabel('Email').fill(E2E_STAFF.email)
  await staff.getByLabel('Password').fill(E2E_STAFF.password)
  await staff.getByRole('button', { name: 'Log In' }).click()
  const card = staff.getByRole('listitem', { name: `Order ${number}` })
  await card.getByRole('link', { name: `Order ${number}` }).click()
  await staff.waitForURL(new RegExp(`/admin/orders/${number}$`))
  await staff.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor()
}
