import { Schema } from 'effect'
import { ItemType, PlacedOrderNumber } from './placed-order'
import { Dollars, IsoDate, StoredQuantity } from './primitives'

/** Who the store is on its invoices (STORE_CONTACT). */
export const InvoiceStore = Schema.Struct({
  name: Schema.String,
  tagline: Schema.String,
  address: Schema.String,
  phone: Schema.String,
  hours: Schema.String,
})
export type InvoiceStore = typeof InvoiceStore.Type

/** Who the invoice is addressed to: the order's address and email. */
export const InvoiceBillTo = Schema.Struct({
  name: Schema.String,
  company: Schema.String,
  /** The postal address, one printed line each (street, city state ZIP, country). */
  address: Schema.Array(Schema.String),
  email: Schema.String,
})
export type InvoiceBillTo = typeof InvoiceBillTo.Type

/** One item of the order as invoiced, at the price placed at checkout. */
export const InvoiceLine = Schema.Struct({
  order_id: Schema.Int,
  item_type: ItemType,
  description: Schema.String,
  quantity: StoredQuantity,
  /** What is counted: 'labels', 'cartons', 'designs'. */
  unit: Schema.String,
  /** Per piece, dollars (3 decimals at most); informative: `subtotal` is what is owed. */
  unit_price: Dollars,
  subtotal: Dollars,
})
export type InvoiceLine = typeof InvoiceLine.Type

/** Where the invoice stands: paid in full, open until its due date, or past it unpaid. */
export const InvoiceStatus = Schema.Literal('paid', 'open', 'overdue')
export type InvoiceStatus = typeof InvoiceStatus.Type

/**
 * The invoice of a placed order (packages/http-adapter/API.md#checkout-and-placed-orders): the store, the
 * customer, the order's lines and shipping at the prices placed, what was paid and what is left,
 * and the words that say so. Amounts in dollars, dates as ISO days (Eastern).
 */
export const Invoice = Schema.Struct({
  number: Schema.String,
  order_number: PlacedOrderNumber,
  issue_date: IsoDate,
  due_date: IsoDate,
  /** 'Net 30', or 'Due on receipt' when the due date is the issue date. */
  terms: Schema.String,
  po_number: Schema.NullOr(Schema.String),
  store: InvoiceStore,
  bill_to: InvoiceBillTo,
  lines: Schema.Array(InvoiceLine),
  shipping: Schema.Struct({ description: Schema.String, amount: Dollars }),
  /**
   * The sales tax line ("Sales tax (OH 7.5%)", or the exemption naming the resale certificate);
   * null where the shop collects none.
   */
  tax: Schema.NullOr(Schema.Struct({ description: Schema.String, amount: Dollars })),
  subtotal: Dollars,
  total: Dollars,
  amount_paid: Dollars,
  balance_due: Dollars,
  status: InvoiceStatus,
  /** 'Paid', 'Due March 5, 2025' or 'Overdue since March 5, 2025'. */
  status_label: Schema.String,
  /** One sentence under the totals on what is owed, by when, or that nothing is. */
  message: Schema.String,
})
export type Invoice = typeof Invoice.Type
