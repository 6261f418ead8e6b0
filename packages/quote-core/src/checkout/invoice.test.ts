import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { STORE_CONTACT } from '../catalog/constants'
import { Invoice } from '../schema/invoice'
import type { PlacedOrder } from '../schema/placed-order'
import { invoiceAvailable, invoiceNumberOf, invoiceOf, invoiceRefusal } from './invoice'
import type { PlacedOrderEventInput } from './placed-order-status'
import { applyEvents, placedOrderFixture } from '../testing/test-cart'

// Wednesday 5 March 2025, 9:00 in New York.
const at = '2025-03-05T14:00:00.000Z'
const proof = { filename: 'proof.pdf', mimetype: 'application/pdf', uploaded_at: at }
const upload = (orderId: number): PlacedOrderEventInput => ({
  type: 'placedOrder/proofUploaded',
  payload: { orderId, proof, at },
})
const approve = (orderId: number, netDays: number): PlacedOrderEventInput => ({
  type: 'placedOrder/proofAnswered',
  payload: { orderId, decision: 'approve', comment: null, at, netDays },
})
const pay = (amount: number, when = at): PlacedOrderEventInput => ({
  type: 'placedOrder/paymentReceived',
  payload: { at: when, amount, method: 'invoice', reference: 'Check 1042' },
})
const cancel: PlacedOrderEventInput = {
  type: 'placedOrder/cancelled',
  payload: { at, by: 'staff', reason: 'Duplicate' },
}

const placed = (): PlacedOrder => ({
  ...placedOrderFixture(),
  po_number: 'PO-7781',
  email: 'ap@acme.example',
  address: {
    name: 'Ada Buyer',
    company: 'Acme Foods',
    address1: '1 Main St',
    address2: 'Suite 4',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    country: 'US',
    phone: '',
    is_residential: false,
  },
})
const approved = (netDays: number, order = placed()) =>
  applyEvents(order, upload(1), upload(2), approve(1, netDays), approve(2, netDays))

const invoiceAt = (order: PlacedOrder, now = at) => {
  const result = invoiceOf(order, now)
  if (result._tag !== 'Invoice') throw new Error(result.message)
  return result.invoice
}

describe('invoiceOf', () => {
  it('invoices an order on net 30 on the day of approval, with everything the customer owes', () => {
    const invoice = invoiceAt(approved(30))
    expect(invoice).toEqual({
      number: 'INV-10000001',
      order_number: 'DC-10000001',
      issue_date: '2025-03-05',
      due_date: '2025-04-04',
      terms: 'Net 30',
      po_number: 'PO-7781',
      store: STORE_CONTACT,
      bill_to: {
        name: 'Ada Buyer',
        company: 'Acme Foods',
        address: ['1 Main St', 'Suite 4', 'Chicago, IL 60601'],
        email: 'ap@acme.example',
      },
      lines: [1, 2].map((order_id) => ({
        order_id,
        item_type: 'labels',
        description: 'Roll labels',
        quantity: 1000,
        unit: 'labels',
        unit_price: 0.2,
        subtotal: 200,
      })),
      shipping: { description: 'Shipping: Ground', amount: 10 },
      // Shipped to Illinois: the shop collects no tax there.
      tax: null,
      subtotal: 400,
      total: 410,
      amount_paid: 0,
      balance_due: 410,
      status: 'open',
      status_label: 'Due April 4, 2025',
      message: 'Please pay $410.00 by April 4, 2025, quoting invoice INV-10000001.',
    })
    expect(Schema.decodeUnknownSync(Invoice)(invoice)).toEqual(invoice)
  })

  it('falls overdue once the due day is over in New York, not before', () => {
    const order = approved(30)
    // 23:00 on 4 April in New York is still the due day.
    expect(invoiceAt(order, '2025-04-05T03:00:00.000Z').status).toBe('open')
    const late = invoiceAt(order, '2025-04-05T05:00:00.000Z')
    expect(late).toMatchObject({
      status: 'overdue',
      status_label: 'Overdue (due April 4, 2025)',
      balance_due: 410,
    })
    expect(late.message).toBe(
      'Payment of $410.00 was due on April 4, 2025. Please pay it now, quoting invoice INV-10000001.',
    )
  })

  it('leaves the balance after a part payment and never says paid until all of it is', () => {
    const invoice = invoiceAt(applyEvents(approved(30), pay(100.5)))
    expect(invoice).toMatchObject({
      amount_paid: 100.5,
      balance_due: 309.5,
      status: 'open',
      status_label: 'Due April 4, 2025',
    })
    expect(invoice.message).toContain('$309.50')
    expect(`${invoice.status_label} ${invoice.message}`).not.toMatch(/paid/i)
  })

  it('says paid with nothing owed once payments cover the total, even past the due day', () => {
    const order = applyEvents(approved(30), pay(100.5), pay(309.5, '2025-04-20T15:00:00.000Z'))
    expect(order.payment.status).toBe('paid')
    expect(invoiceAt(order, '2025-05-01T12:00:00.000Z')).toMatchObject({
      terms: 'Net 30',
      due_date: '2025-04-04',
      amount_paid: 410,
      balance_due: 0,
      status: 'paid',
      status_label: 'Paid',
      message: 'Paid in full. Thank you for your order.',
    })
  })

  it('invoices an order paid when due, and one paid before approval, due on receipt', () => {
    const paidWhenDue = invoiceAt(applyEvents(approved(0), pay(410)))
    expect(paidWhenDue).toMatchObject({
      issue_date: '2025-03-05',
      due_date: '2025-03-05',
      terms: 'Due on receipt',
      status: 'paid',
      balance_due: 0,
    })
    // Placed on 5 March (05:00 in New York), paid in prepress: invoiced the day it was placed.
    const prepaid = invoiceAt(applyEvents(placed(), pay(410, '2025-03-06T15:00:00.000Z')))
    expect(prepaid).toMatchObject({
      issue_date: '2025-03-05',
      due_date: '2025-03-05',
      terms: 'Due on receipt',
      status_label: 'Paid',
    })
  })

  it('refuses an order not yet invoiced, one owing payment by card, and a cancelled one', () => {
    const cases: [PlacedOrder, string][] = [
      [
        placed(),
        'This order is awaiting its proof; its invoice is issued once it is paid, or once every proof is approved on account terms.',
      ],
      [approved(0), 'This order is approved; its invoice is issued once it is paid.'],
      [applyEvents(approved(30), cancel), 'This order is cancelled; it has no invoice.'],
      [applyEvents(approved(0), pay(410), cancel), 'This order is cancelled; it has no invoice.'],
    ]
    for (const [order, message] of cases) {
      expect(invoiceOf(order, at)).toEqual({
        _tag: 'InvoiceUnavailable',
        code: 'invoice_unavailable',
        message,
      })
      expect(invoiceRefusal(order)).toBe(message)
      expect(invoiceAvailable(order)).toBe(false)
    }
    // Refunded money is not an invoice, whatever the order's status says.
    const refunded: PlacedOrder = {
      ...approved(0),
      payment: {
        status: 'refunded',
        method: 'card',
        amount_paid: 410,
        ledger: [],
        pending_refunds: [],
      },
    }
    expect(invoiceRefusal(refunded)).toBe(
      'This order is approved; its payment was refunded, so it has no invoice.',
    )
    expect(invoiceAvailable(approved(30))).toBe(true)
    expect(invoiceAvailable(applyEvents(approved(0), pay(410)))).toBe(true)
  })

  it('writes the country of an address abroad, and leaves a blank PO number out', () => {
    const abroad = approved(30, {
      ...placed(),
      po_number: '  ',
      address: {
        ...placed().address,
        company: '',
        address2: '',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5V 2T6',
        country: 'ca',
      },
    })
    const invoice = invoiceAt(abroad)
    expect(invoice.bill_to).toEqual({
      name: 'Ada Buyer',
      company: '',
      address: ['1 Main St', 'Toronto, ON M5V 2T6', 'CA'],
      email: 'ap@acme.example',
    })
    expect(invoice.po_number).toBeNull()
  })

  it('numbers the invoice after its order', () => {
    expect(invoiceNumberOf('DC-10042')).toBe('INV-10042')
    expect(invoiceNumberOf('DC-123456789012')).toBe('INV-123456789012')
  })
})
