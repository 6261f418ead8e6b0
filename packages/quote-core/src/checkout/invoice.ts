import { taxLabelOf } from './sales-tax'
import { STORE_CONTACT, type StoreContact } from '../catalog/constants'
import { unitNounsOfItem } from '../catalog/ids'
import { toEasternTime } from '../dates/eastern-time'
import { toEpochDay, type IsoDate } from '../dates/iso-date'
import { formatLongDate } from '../dates/day-formats'
import { formatCents, roundHalfUpToCents } from '../pricing/money'
import type { Invoice, InvoiceBillTo, InvoiceStatus } from '../schema/invoice'
import type { PlacedOrder } from '../schema/placed-order'
import { STATUS_PHRASES } from './placed-order-guards'

/** Why a placed order has no invoice, with the message to show; `code` is the error code. */
export type InvoiceUnavailable = {
  readonly _tag: 'InvoiceUnavailable'
  readonly code: 'invoice_unavailable'
  readonly message: string
}

export type InvoiceResult =
  { readonly _tag: 'Invoice'; readonly invoice: Invoice } | InvoiceUnavailable

const WHY_NO_INVOICE = {
  not_due:
    'its invoice is issued once it is paid, or once every proof is approved on account terms.',
  due: 'its invoice is issued once it is paid.',
  refunded: 'its payment was refunded, so it has no invoice.',
  refund_pending: 'its payment is being refunded, so it has no invoice.',
} as const

/**
 * Why the order has no invoice, or null when it has one. Orders on account terms are invoiced
 * (packages/http-adapter/API.md), and so are paid orders, as their receipt. A cancelled order has none: nothing
 * is owed on it and any payment went back to the customer.
 */
export const invoiceRefusal = (order: PlacedOrder): string | null => {
  const phrase = STATUS_PHRASES[order.status]
  if (order.status === 'cancelled') return `This order is ${phrase}; it has no invoice.`
  const { status } = order.payment
  if (status === 'paid' || status === 'overpaid' || status === 'on_terms') return null
  return `This order is ${phrase}; ${WHY_NO_INVOICE[status]}`
}

/** True when the order has an invoice to download, so that screens offer it only then. */
export const invoiceAvailable = (order: PlacedOrder): boolean => invoiceRefusal(order) === null

/** The invoice number of an order: DC-10042 is invoiced as INV-10042. */
export const invoiceNumberOf = (orderNumber: string): string => orderNumber.replace(/^DC-/, 'INV-')

const easternDay = (instant: string): IsoDate => toEasternTime(instant).date

/**
 * The day the order was invoiced (Eastern): the day its last proof was approved, when payment
 * fell due or the invoice was issued on terms; an order paid before that, the day it was placed.
 * Orders never return to prepress, so the first event in the approved status is the approval.
 */
const issueDateOf = (order: PlacedOrder): IsoDate => {
  const approval = order.events.find((e) => e.status === 'approved')
  return easternDay(approval?.at ?? order.placed_at)
}

const termsOf = (issue: IsoDate, due: IsoDate): string => {
  const days = toEpochDay(due) - toEpochDay(issue)
  return days > 0 ? `Net ${days}` : 'Due on receipt'
}

const billToOf = (order: PlacedOrder): InvoiceBillTo => {
  const a = order.address
  const region = [a.state, a.zip]
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(' ')
  const country = a.country.trim().toUpperCase()
  const address = [
    a.address1,
    a.address2,
    [a.city.trim(), region].filter((s) => s !== '').join(', '),
    // Domestic invoices leave the country out, as US addresses are written.
    country === 'US' ? '' : country,
  ]
    .map((s) => s.trim())
    .filter((s) => s !== '')
  return { name: a.name.trim(), company: a.company.trim(), address, email: order.email }
}

type Standing = {
  readonly status: InvoiceStatus
  readonly status_label: string
  readonly message: string
}

const standingOf = (
  order: PlacedOrder,
  number: string,
  due: IsoDate,
  balanceCents: number,
  today: IsoDate,
): Standing => {
  const dueWords = formatLongDate(due)
  const balance = formatCents(balanceCents)
  if (order.payment.status === 'paid' || order.payment.status === 'overpaid')
    return {
      status: 'paid',
      status_label: 'Paid',
      message: 'Paid in full. Thank you for your order.',
    }
  if (today > due)
    return {
      status: 'overdue',
      status_label: `Overdue (due ${dueWords})`,
      message: `Payment of ${balance} was due on ${dueWords}. Please pay it now, quoting invoice ${number}.`,
    }
  return {
    status: 'open',
    status_label: `Due ${dueWords}`,
    message: `Please pay ${balance} by ${dueWords}, quoting invoice ${number}.`,
  }
}

/**
 * The invoice of a placed order at `now` (an ISO instant), or why it has none. Lines, shipping
 * and totals are the order's own, placed at checkout, to the cent; the balance is the total less
 * what was received (never below zero); the words say paid only when the order is paid, and
 * overdue once its due day (Eastern) is over.
 */
export const invoiceOf = (
  order: PlacedOrder,
  now: string,
  store: StoreContact = STORE_CONTACT,
): InvoiceResult => {
  const refused = invoiceRefusal(order)
  if (refused !== null)
    return { _tag: 'InvoiceUnavailable', code: 'invoice_unavailable', message: refused }
  const number = invoiceNumberOf(order.number)
  const issue = issueDateOf(order)
  const due = order.payment.due_date ?? issue
  const totalCents = roundHalfUpToCents(order.total)
  const paidCents = roundHalfUpToCents(order.payment.amount_paid)
  const balanceCents = Math.max(0, totalCents - paidCents)
  return {
    _tag: 'Invoice',
    invoice: {
      number,
      order_number: order.number,
      issue_date: issue,
      due_date: due,
      terms: termsOf(issue, due),
      po_number:
        order.po_number === null || order.po_number.trim() === '' ? null : order.po_number.trim(),
      store: { ...store },
      bill_to: billToOf(order),
      lines: order.lines.map((l) => ({
        order_id: l.order_id,
        item_type: l.item_type,
        description: l.description,
        quantity: l.quantity,
        unit: unitNounsOfItem(l.item_type),
        unit_price: l.unit_price,
        subtotal: l.subtotal,
      })),
      shipping: { description: `Shipping: ${order.shipping.name}`, amount: order.shipping.total },
      tax:
        order.tax.jurisdiction === ''
          ? null
          : { description: taxLabelOf(order.tax), amount: order.tax.amount },
      subtotal: order.subtotal,
      total: totalCents / 100,
      amount_paid: paidCents / 100,
      balance_due: balanceCents / 100,
      ...standingOf(order, number, due, balanceCents, easternDay(now)),
    },
  }
}
