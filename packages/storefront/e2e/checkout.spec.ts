import { describe, expect, it } from 'vitest'
import { LAPTOP, logInStaff, shotBothWidths as both, useBrowser } from './browser'
import { pdfOf, quoteLabels, textOf } from './quoter-actions'

describe('checkout and the proof round', () => {
  const { open, shot } = useBrowser()

  it('a guest checks out, staff upload a proof, the customer approves it', async () => {
    // A guest quotes labels and adds them to the cart.
    const page = await open('/orders/custom-labels', LAPTOP)
    const { subtotal } = await quoteLabels(page, {
      material: 'White Plastic',
      laminate: 'Gloss',
      quantity: 2500,
    })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page
      .getByRole('dialog', { name: 'Item Added to Cart' })
      .getByRole('button', { name: 'Go to Cart' })
      .click()
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    await page.getByRole('link', { name: 'Checkout' }).click()
    await page.waitForURL(/\/carts$/)
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()

    // Placing without an address shows the problems inline, at their fields.
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.getByText('Please enter your email address, so we can send your proofs.').waitFor()
    await page.getByText('Please enter your city.').waitFor()

    await page.getByLabel('Email').fill('rosa@example.com')
    await page.getByLabel('Full name').fill('Rosa Baker')
    await page.getByLabel('Company (optional)').fill('Baker Candle Co.')
    await page.getByLabel('Street address').fill('200 Market St')
    await page.getByLabel('City').fill('Chicago')
    await page.getByLabel('State', { exact: true }).selectOption('IL')
    await page.getByLabel('ZIP code').fill('6060')
    await page.getByLabel('ZIP code').press('Tab')
    await page.getByText('Please enter a valid 5-digit ZIP code.').waitFor()
    await page.getByLabel('ZIP code').fill('60606')
    await page.getByLabel('ZIP code').press('Tab')
    const ground = page.getByRole('radio', { name: /^Ground/ })
    await ground.waitFor()
    await ground.check()
    await page.getByLabel('PO number (optional)').fill('PO-4471')
    await textOf(page, '[data-testid=order-total]', /^\$[\d,]+\.\d{2}$/)
    const total = (await page.getByTestId('order-total').textContent()) ?? ''
    expect(total).not.toBe(subtotal) // shipping is added
    await both(page, shot, 'checkout')

    // A double click places one order.
    await page.getByRole('button', { name: 'Place Order' }).dblclick()
    await page.waitForURL(/\/account\/orders\/DC-\d{8}\/confirmation$/)
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor()
    const number = (await page.getByTestId('order-number').textContent()) ?? ''
    expect(number).toMatch(/^DC-\d{8}$/)
    await page.getByText('Estimated ship date').waitFor()
    await page.getByText('Estimated arrival').waitFor()
    for (const step of ['Artwork', 'Proof', 'Approval', 'Production', 'Shipping'])
      await page
        .getByRole('list', { name: 'Order progress' })
        .getByText(step, { exact: true })
        .waitFor()
    await both(page, shot, 'order-confirmation')

    // The order is listed under /account/orders, once; the cart is empty.
    await page.getByRole('link', { name: 'All Orders' }).click()
    await page.waitForURL(/\/account\/orders$/)
    const orders = page.getByRole('list', { name: 'Placed orders' }).getByRole('listitem')
    await expect.poll(() => orders.count()).toBe(1)
    expect(await orders.first().textContent()).toContain(number)
    await page.getByRole('button', { name: 'Create Account' }).waitFor()
    await page.getByRole('link', { name: 'Cart, 0 orders' }).waitFor()

    // A visitor who is not logged in is offered the staff login at /admin/orders, no orders.
    const outsider = await open('/admin/orders', LAPTOP)
    await outsider.getByRole('heading', { name: 'Staff log in' }).waitFor()
    expect(await outsider.getByRole('list', { name: 'All placed orders' }).count()).toBe(0)

    // Staff (made by create-admin) upload a proof for the line.
    const staff = await open('/account/users/login', LAPTOP)
    await logInStaff(staff)
    await staff.goto('/admin/orders')
    const card = staff.getByRole('listitem', { name: `Order ${number}` })
    await card.waitFor()
    const input = card.getByLabel(/^Proof for item \d+$/)
    await input.setInputFiles({
      name: 'proof.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOf(432, 288),
    })
    await card.getByRole('button', { name: 'Upload Proof' }).click()
    await card.getByText('Proof ready for review').first().waitFor()
    await both(staff, shot, 'admin-orders')

    // The customer sees the PDF proof in its frame (the store's policy lets its own page frame
    // it, and nothing else), confirms the approval, and the order reads Approved.
    const proofLoaded = page.waitForResponse((res) =>
      /\/account\/orders\/placed\/DC-\d+\/proofs\/\d+$/.test(res.url()),
    )
    await page.getByRole('link', { name: `View order ${number}` }).click()
    await page.waitForURL(new RegExp(`/account/orders/${number}$`))
    const proof = await proofLoaded
    expect(proof.status()).toBe(200)
    expect(proof.headers()['content-type']).toBe('application/pdf')
    const frame = page.getByTitle(/^Proof of /)
    await frame.waitFor()
    expect(await frame.evaluate((el) => el.tagName)).toBe('IFRAME')
    await page.getByRole('button', { name: 'Approve Proof' }).click()
    await page.getByText('Approve this proof? We print exactly what it shows').waitFor()
    await page.getByRole('button', { name: 'Yes, Approve for Print' }).click()
    await textOf(page, '.order-head .status-pill', /^Approved$/)
    await page.getByTestId('proof-status').getByText('Approved').waitFor()
    await both(page, shot, 'placed-order')

    // Staff see the answer.
    await staff.reload()
    await staff
      .getByRole('listitem', { name: `Order ${number}` })
      .getByText('Approved')
      .first()
      .waitFor()
  })
})
