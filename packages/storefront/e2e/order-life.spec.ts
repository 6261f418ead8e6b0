import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdf } from '../../http-adapter/test/support/pdf-text'
import { startInbox, type Inbox } from '../../http-adapter/test/support/smtp-inbox'
import { startStripeStandIn } from '../../http-adapter/test/support/stripe-stand-in'
import { LAPTOP, PHONE, shotBothWidths, useBrowser } from './browser'
import { linkIn, mailTo, quoteAndCheckOut, staffOpensOrder } from './order-life'
import { pdfOf, pngOf } from './quoter-actions'
import { callStore } from './store-call'
import { startStore, type RunningStore } from './store-server'

/** Downloads the order's invoice from the page's link and reads the PDF's text. */
const invoiceText = async (page: Page, number: string): Promise<string> => {
  const link = page.getByRole('link', { name: 'Download Invoice' })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`diecut-invoice-${number}.pdf`)
  const bytes = await readFile((await download.path()) ?? '')
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  return (await readPdf(bytes)).text
}

const keys = { secretKey: 'sk_test_order_life', webhookSecret: 'whsec_order_life' }
const TRACKING = '1Z999AA10123456784'

/**
 * The whole life of an order, on one store that emails through a real SMTP server and takes
 * cards through the local Stripe stand-in: paid by card, and on account terms.
 */
describe('the whole life of an order', () => {
  const { open, shot } = useBrowser()
  let inbox: Inbox
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
  let store: RunningStore

  beforeAll(async () => {
    inbox = await startInbox()
    stripe = await startStripeStandIn(keys)
    store = await startStore({
      SMTP_URL: inbox.url,
      STAFF_EMAIL: 'plant@diecut.test',
      MAIL_POLL_MS: '100',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    })
  })
  afterAll(async () => {
    await store?.stop()
    await stripe?.close()
    await inbox?.close()
  })

  it('goes from a guest checkout to the tracking link, every step emailed', async () => {
    const rosa = 'rosa@example.com'
    const page = await open(`${store.url}/orders/custom-labels`, LAPTOP)
    const number = await quoteAndCheckOut(page, {
      email: rosa,
      name: 'Rosa Baker',
      company: 'Baker Candle Co.',
    })
    expect(number).toMatch(/^DC-\d{8}$/)

    // The confirmation email really goes out, and the page says so only once it has.
    const placed = await mailTo(
      inbox,
      (m) => m.to.includes(rosa) && m.subject.includes(number),
      'the order confirmation',
    )
    expect(placed.subject).toBe(`Your diecut order ${number} is placed`)
    await page.reload()
    await page.getByText(`We sent the details to ${rosa}.`).waitFor()

    // A visitor who is not logged in is offered the staff login at the staff pages.
    const staff = await open(`${store.url}/admin/orders`, LAPTOP)
    await staffOpensOrder(staff, number)
    await staff.getByText('Baker Candle Co.').first().waitFor()
    await staff.getByRole('region', { name: 'Customer' }).getByText('200 Market St').waitFor()
    const items = staff.getByRole('region', { name: 'Items' })
    await items.getByLabel(/^Proof for item \d+$/).setInputFiles({
      name: 'proof.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(432, 288),
    })
    await items.getByRole('button', { name: 'Upload Proof' }).click()
    await items.getByText('Proof ready for review').waitFor()
    // Nothing to do for staff but a note or a cancellation while the customer decides.
    const actions = staff.getByRole('region', { name: 'Actions' })
    await actions.getByRole('button', { name: 'Add Note' }).waitFor()
    expect(await actions.getByRole('button', { name: 'Start Production' }).count()).toBe(0)

    // The proof-ready email links straight to the decision.
    const ready = await mailTo(
      inbox,
      (m) => m.to.includes(rosa) && m.subject.startsWith('Your proof for order'),
      'the proof-ready email',
    )
    const decision = linkIn(ready, `${store.url}/account/orders/${number}`)
    expect(decision).toMatch(new RegExp(`/account/orders/${number}#item-\\d+$`))
    await page.goto(decision)
    const due = page.getByRole('region', { name: 'What we need from you' })
    await due.getByText(/^Review the proof of Roll labels/).waitFor()
    await page.getByRole('button', { name: 'Approve Proof' }).click()
    await page.getByRole('button', { name: 'Yes, Approve for Print' }).click()
    await due.getByText(/^Pay \$[\d,]+\.\d{2}/).waitFor()

    // Paying by card goes through the card provider's page, whose webhook marks the order paid.
    const payByCard = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} by card$/ })
    // Brought into view first, at once: the page opened at the item, below the button, and a
    // click that has to scroll it up past the sticky header sometimes landed on a page that was
    // still scrolling (smooth scrolling) and reached nothing.
    await payByCard.evaluate((b) => b.scrollIntoView({ block: 'center', behavior: 'instant' }))
    await payByCard.click()
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`))
    const session = stripe.sessionAt(page.url())
    if (session === undefined) throw new Error('no card session')
    expect(session.metadata).toMatchObject({ placed_order_number: number })
    const paid = await stripe.deliver(store.url, stripe.complete(session.id))
    expect(paid.status).toBe(200)
    await page.goto(session.success_url ?? '')
    await page.getByRole('list', { name: 'Order progress' }).getByText('Paid.').waitFor()
    expect(await page.getByRole('region', { name: 'What we need from you' }).count()).toBe(0)
    const receipt = await mailTo(
      inbox,
      (m) => m.to.includes(rosa) && m.subject === `Receipt for order ${number}`,
      'the receipt',
    )
    expect(receipt.text).toContain(number)

    // Staff start production and ship with a tracking number.
    await staff.reload()
    await staff.getByTestId('payment-status').getByText('Paid').waitFor()
    await actions.getByRole('button', { name: 'Start Production' }).click()
    await staff.locator('.order-head .status-pill', { hasText: 'In production' }).waitFor()
    await actions.getByLabel('Carrier').selectOption('UPS')
    await actions.getByLabel('Tracking number').fill(TRACKING)
    await actions.getByRole('button', { name: 'Mark Shipped' }).click()
    await staff.locator('.order-head .status-pill', { hasText: 'Shipped' }).waitFor()
    // A shipped order takes a refund of what was paid on it (a damaged roll, say), or a note.
    await expect
      .poll(() => actions.getByRole('button').allTextContents())
      .toEqual(['Record Refund', 'Add Note'])
    await shotBothWidths(staff, shot, 'staff-order-shipped')

    // The customer sees the tracking link on the order page and in the shipped email.
    await page.reload()
    const track = page.getByRole('link', { name: 'Track your package' })
    await track.waitFor()
    expect(await track.getAttribute('href')).toContain(TRACKING)
    await shotBothWidths(page, shot, 'customer-order-shipped')
    const shipped = await mailTo(
      inbox,
      (m) => m.to.includes(rosa) && m.subject.includes('shipped'),
      'the shipped email',
    )
    expect(shipped.text).toContain('UPS')
    expect(shipped.text).toContain(`https://www.ups.com/track?tracknum=${TRACKING}`)

    // Staff see every email of the order and may send one again.
    const emails = staff.getByRole('region', { name: 'Emails' })
    await staff.reload()
    await emails.getByText(`Receipt for order ${number}`).waitFor()
    const before = await emails.getByRole('row').count()
    await emails
      .getByRole('button', { name: `Resend "Receipt for order ${number}" to ${rosa}` })
      .click()
    await expect.poll(() => emails.getByRole('row').count()).toBe(before + 1)
    await expect
      .poll(() => inbox.messages.filter((m) => m.subject === `Receipt for order ${number}`).length)
      .toBe(2)
  })

  it('goes to production unpaid with a PO number, is invoiced, shipped and paid', async () => {
    const email = `buyer-${randomUUID()}@example.com`
    const page = await open(`${store.url}/orders/custom-labels`, LAPTOP)
    // Once the page's first answers are in: each of its first requests carries no cookie yet
    // and would answer with a guest cookie of its own, taking the place of the account's.
    await page.waitForLoadState('networkidle')
    const { user } = await callStore<{ user: { is_guest: boolean } }>(
      page,
      'POST',
      '/account/users/signup',
      { email, password: 'candles-and-wax', name: 'Rosa Baker' },
    )
    expect(user.is_guest).toBe(false)
    await page.reload()
    const number = await quoteAndCheckOut(page, {
      email,
      name: 'Rosa Baker',
      company: 'Baker Candle Co.',
      poNumber: 'PO-4471',
    })
    // Before approval there is nothing to invoice.
    await page.getByText('PO-4471').waitFor()
    expect(await page.getByRole('link', { name: 'Download Invoice' }).count()).toBe(0)

    // A customer is not staff: the staff pages are not there for them.
    await page.goto(`${store.url}/admin/orders/${number}`)
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor()

    // Staff put the account on net 30 from the order, then send the proof.
    const staff = await open(`${store.url}/admin/orders`, LAPTOP)
    await staffOpensOrder(staff, number)
    const payment = staff.getByRole('region', { name: 'Payment' })
    await payment.getByText(`Pays before production (${email})`).waitFor()
    await payment.getByRole('button', { name: 'Put Customer on Net 30' }).click()
    await payment.getByText(`Net 30 (${email})`).waitFor()
    await staff.getByText('PO-4471').waitFor()
    const items = staff.getByRole('region', { name: 'Items' })
    await items.getByLabel(/^Proof for item \d+$/).setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: pngOf(600, 400),
    })
    await items.getByRole('button', { name: 'Upload Proof' }).click()
    await items.getByText('Proof ready for review').waitFor()

    // The customer follows the proof-ready email and approves: nothing to pay now, an invoice.
    const ready = await mailTo(
      inbox,
      (m) => m.to.includes(email) && m.subject.startsWith('Your proof for order'),
      'the proof-ready email',
    )
    await page.goto(linkIn(ready, `${store.url}/account/orders/${number}`))
    await page.getByRole('button', { name: 'Approve Proof' }).click()
    await page.getByRole('button', { name: 'Yes, Approve for Print' }).click()
    const progress = page.getByRole('list', { name: 'Order progress' })
    await progress.getByText(/^Invoiced on your account's terms, due /).waitFor()
    expect(await page.getByRole('region', { name: 'What we need from you' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /by card$/ }).count()).toBe(0)
    // The invoice sits in the summary, a button of its own width at both sizes.
    const summary = page.getByRole('region', { name: 'Order summary' })
    const link = summary.getByRole('link', { name: 'Download Invoice' })
    expect((await link.boundingBox())?.width ?? 0).toBeLessThan(240)
    await page.setViewportSize(PHONE)
    expect((await link.boundingBox())?.width ?? 0).toBeLessThan(240)
    await page.setViewportSize(LAPTOP)
    const invoiced = await invoiceText(page, number)
    for (const fact of [number.replace('DC-', 'INV-'), number, 'PO-4471', 'Net 30', 'Rosa Baker'])
      expect(invoiced).toContain(fact)
    expect(invoiced).not.toContain('Paid in full')

    // Staff start production without a payment, ship, and later record the check.
    await staff.reload()
    await payment.getByTestId('payment-status').getByText('Invoiced on terms').waitFor()
    const actions = staff.getByRole('region', { name: 'Actions' })
    await actions.getByRole('button', { name: 'Start Production' }).click()
    await staff.locator('.order-head .status-pill', { hasText: 'In production' }).waitFor()
    await actions.getByLabel('Carrier').selectOption('FedEx')
    await actions.getByLabel('Tracking number').fill('612999999999')
    await actions.getByRole('button', { name: 'Mark Shipped' }).click()
    await staff.locator('.order-head .status-pill', { hasText: 'Shipped' }).waitFor()
    const amount = await actions.getByLabel('Amount ($)').inputValue()
    expect(Number(amount)).toBeGreaterThan(0)
    await actions.getByLabel('Method').selectOption('check')
    await actions.getByLabel('Reference').fill('Check 1042')
    await actions.getByRole('button', { name: 'Record Payment' }).click()
    await payment.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor()
    await staff
      .getByRole('region', { name: 'History' })
      .getByText(`Payment of $${Number(amount).toFixed(2)} received by check (Check 1042)`)
      .waitFor()
    await shotBothWidths(staff, shot, 'staff-order-terms-paid')

    // The customer's order shows the tracking link and the invoice now reads paid.
    await page.reload()
    const track = page.getByRole('link', { name: 'Track your package' })
    expect(await track.getAttribute('href')).toContain('612999999999')
    await shotBothWidths(page, shot, 'customer-order-terms-paid')
    const paid = await invoiceText(page, number)
    expect(paid).toContain('Paid in full')
    expect(paid).toContain('$0.00')
    const receipt = await mailTo(
      inbox,
      (m) => m.to.includes(email) && m.subject === `Receipt for order ${number}`,
      'the receipt',
    )
    expect(receipt.text).toContain('Check 1042')
  })
})
