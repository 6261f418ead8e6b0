import { taxLabelOf } from '../checkout/sales-tax'
import type { StoreContact } from '../catalog/constants'
import { unitNounsOfItem } from '../catalog/ids'
import { formatShipDue } from '../dates/ship-schedule'
import { toEasternTime } from '../dates/eastern-time'
import { formatCount } from '../maths/format-count'
import { formatDollars } from '../pricing/money'
import { placedOrderTimeline } from '../checkout/placed-order-timeline'
import { placedLineNames } from '../checkout/customer-account'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../schema/fulfilment'
import type { OrderEmailKind } from '../schema/order-email'
import type { PlacedOrder } from '../schema/placed-order'
import { renderEmailHtml, renderEmailText, type EmailBlock } from './email-document'
import { trackingUrl } from '../checkout/tracking-url'
import type { Carrier } from '../schema/fulfilment'
import { adminOrderUrl, placedOrderUrl, proofDecisionUrl } from './order-links'
import { formatProofDeadline, proofDueOf, proofPromise } from '../checkout/proof-promise'

/** One email ready to send: plain text and HTML of the same message. */
export type OrderEmail = {
  readonly kind: OrderEmailKind
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** What every email needs besides its order: who signs it and where the site is. */
export type EmailContext = {
  readonly store: StoreContact
  /** The site's address as customers reach it, e.g. https://diecut.example. */
  readonly siteUrl: string
}

const money = formatDollars
const dayOf = (instant: string) => formatShipDue(toEasternTime(instant).date)

/** An email of its parts: both renderings of the blocks, signed by the store. */
export const compose = (
  kind: OrderEmailKind,
  to: string,
  subject: string,
  blocks: readonly EmailBlock[],
  ctx: EmailContext,
): OrderEmail => ({
  kind,
  to,
  subject,
  text: renderEmailText(blocks, ctx.store),
  html: renderEmailHtml(subject, blocks, ctx.store),
})

/** "Hello Ada," (or "Hello," when the order has no name). */
export const greeting = (order: PlacedOrder): EmailBlock => ({
  type: 'paragraph',
  text: order.address.name.trim() === '' ? 'Hello,' : `Hello ${order.address.name.trim()},`,
})

/**
 * How an email names each item to the customer: by product and size as the order page does
 * ("Roll labels · 2" x 3" Rectangle (2 of 2)"), then the rest of its description and the quantity.
 */
const lineLabels = (order: PlacedOrder): readonly string[] => {
  const names = placedLineNames(order.lines)
  return order.lines.map((line) => {
    const rest = line.description.split(' · ').slice(2).join(' · ')
    const count = `${formatCount(line.quantity)} ${unitNounsOfItem(line.item_type)}`
    return `${names.get(line.order_id) ?? line.description}${rest === '' ? '' : ` · ${rest}`} — ${count}`
  })
}

const itemsTable = (order: PlacedOrder): EmailBlock => {
  const labels = lineLabels(order)
  return {
    type: 'table',
    rows: [
      ...order.lines.map((l, i) => [labels[i]!, money(l.subtotal)] as const),
      [`Shipping (${order.shipping.name})`, money(order.shipping.total)],
      ...(order.tax.jurisdiction === ''
        ? []
        : [[taxLabelOf(order.tax), money(order.tax.amount)] as const]),
      ['Total', money(order.total)],
    ],
  }
}

const orderLink = (order: PlacedOrder, ctx: EmailContext): EmailBlock => ({
  type: 'button',
  label: `View order ${order.number}`,
  url: placedOrderUrl(ctx.siteUrl, order.number),
})

const shipTo = (order: PlacedOrder): string => {
  const a = order.address
  const place = [a.city, [a.state, a.zip].filter((s) => s.trim() !== '').join(' ')].join(', ')
  return [a.name, a.company, a.address1, a.address2, place, a.country]
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(', ')
}

/** What the customer chose for each item, a heading and a table an item (items without facts left out). */
const chosenBlocks = (order: PlacedOrder): readonly EmailBlock[] => {
  const labels = lineLabels(order)
  return order.lines.flatMap((line, i) =>
    line.chosen === undefined || line.chosen.length === 0
      ? []
      : [
          { type: 'heading', text: labels[i] ?? line.description } as const,
          { type: 'table', rows: line.chosen.map((r) => [r.label, r.value] as const) } as const,
        ],
  )
}

/** The proof promise as a paragraph, when a proof is owed or its artwork awaited. */
const proofPromiseBlock = (order: PlacedOrder): readonly EmailBlock[] => {
  const promise = proofPromise(order)
  return promise === null ? [] : [{ type: 'paragraph', text: promise }]
}

/** The confirmation of a placed order: what was ordered, the price, and what happens next. */
export const orderPlacedEmail = (order: PlacedOrder, ctx: EmailContext): OrderEmail =>
  compose(
    'order_placed',
    order.email,
    `Your ${ctx.store.name} order ${order.number} is placed`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `Thank you for your order ${order.number}. Nothing is charged yet: you pay once you have approved every proof.`,
      },
      ...proofPromiseBlock(order),
      { type: 'heading', text: 'Your order' },
      itemsTable(order),
      ...chosenBlocks(order),
      {
        type: 'table',
        rows: [
          ['Ship to', shipTo(order)],
          ['Estimated arrival', formatShipDue(order.shipping.estimated_arrival)],
          ...(order.po_number === null ? [] : [['PO number', order.po_number] as const]),
        ],
      },
      { type: 'heading', text: 'What happens next' },
      {
        type: 'list',
        items: placedOrderTimeline(order).map((s) => `${s.label}: ${s.detail}`),
      },
      orderLink(order, ctx),
    ],
    ctx,
  )

/**
 * To staff: a new order, with who placed it, every item's facts, when its first proof is due
 * and a link to the staff order page.
 */
export const newOrderStaffEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  to: string,
): OrderEmail => {
  const due = proofDueOf(order)
  const items = order.lines.length
  return compose(
    'order_placed',
    to,
    `New order ${order.number}: ${items} item${items === 1 ? '' : 's'}, ${money(order.total)}`,
    [
      {
        type: 'paragraph',
        text: `${order.address.name.trim() || order.email} (${order.email}) placed order ${order.number}.`,
      },
      {
        type: 'paragraph',
        text:
          due === null
            ? 'Its artwork is still to come: the first proof is due by noon ET on the business day after it arrives.'
            : `Its first proof is due by ${formatProofDeadline(due)}.`,
      },
      itemsTable(order),
      ...chosenBlocks(order),
      {
        type: 'table',
        rows: [
          ['Ship to', shipTo(order)],
          ['Ship by', formatShipDue(order.ship_by)],
          ...(order.po_number === null ? [] : [['PO number', order.po_number] as const]),
        ],
      },
      {
        type: 'button',
        label: `Open order ${order.number}`,
        url: adminOrderUrl(ctx.siteUrl, order.number),
      },
    ],
    ctx,
  )
}

/** An item as the customer knows it: its product and size ("your Roll labels · 2" x 3" Rectangle"). */
const customerLineOf = (order: PlacedOrder, orderId: number): string => {
  const name = placedLineNames(order.lines).get(orderId)
  return name === undefined ? 'your item' : `your ${name}`
}

/** An item as staff know it: its number and description. */
const lineOf = (order: PlacedOrder, orderId: number): string => {
  const line = order.lines.find((l) => l.order_id === orderId)
  return line === undefined ? `item ${orderId}` : `item ${orderId} (${line.description})`
}

/** A line's proof is ready: the customer is sent straight to where they approve it. */
export const proofReadyEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  { orderId }: { readonly orderId: number },
): OrderEmail =>
  compose(
    'proof_ready',
    order.email,
    `Your proof for order ${order.number} is ready for review`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `The proof of ${customerLineOf(order, orderId)} on order ${order.number} is ready. Please approve it or tell us what to change: we print only once every proof is approved.`,
      },
      {
        type: 'button',
        label: 'Review the proof',
        url: proofDecisionUrl(ctx.siteUrl, order.number, orderId),
      },
      orderLink(order, ctx),
    ],
    ctx,
  )

/** To staff: the customer sent the artwork of an item placed without it; its proof is due from them. */
export const artworkReceivedEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly orderId: number; readonly files: number; readonly to: string },
): OrderEmail =>
  compose(
    'artwork_received',
    input.to,
    `Artwork received for order ${order.number}, item ${input.orderId}`,
    [
      {
        type: 'paragraph',
        text: `${order.address.name.trim()} (${order.email}) sent ${input.files} artwork file${input.files === 1 ? '' : 's'} for ${lineOf(order, input.orderId)} on order ${order.number}. The item now awaits its proof.`,
      },
      {
        type: 'button',
        label: `Open order ${order.number}`,
        url: adminOrderUrl(ctx.siteUrl, order.number),
      },
    ],
    ctx,
  )

/** To staff: the customer asked for changes to a proof, in their words. */
export const changesRequestedEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly orderId: number; readonly comment: string; readonly to: string },
): OrderEmail =>
  compose(
    'changes_requested',
    input.to,
    `Changes requested on order ${order.number}, item ${input.orderId}`,
    [
      {
        type: 'paragraph',
        text: `${order.address.name.trim()} (${order.email}) asked for changes to the proof of ${lineOf(order, input.orderId)} on order ${order.number}:`,
      },
      { type: 'quote', text: input.comment },
      {
        type: 'button',
        label: `Open order ${order.number}`,
        url: adminOrderUrl(ctx.siteUrl, order.number),
      },
    ],
    ctx,
  )

/** Every proof is approved: the amount is due before production starts. */
export const paymentDueEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly amount: number; readonly dueDate: string | null },
): OrderEmail =>
  compose(
    'payment_due',
    order.email,
    `Payment due for order ${order.number}`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `Every proof of order ${order.number} is approved. ${money(input.amount)} is due${input.dueDate === null ? '' : ` by ${formatShipDue(input.dueDate)}`}; we start production once it is paid.`,
      },
      itemsTable(order),
      {
        type: 'button',
        label: 'Pay for your order',
        url: placedOrderUrl(ctx.siteUrl, order.number),
      },
    ],
    ctx,
  )

/** The receipt of a payment: what was bought, what was paid, how and when. */
export const paymentReceivedEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: {
    readonly amount: number
    readonly method: PaymentMethod
    readonly reference: string
    readonly at: string
  },
): OrderEmail =>
  compose(
    'payment_received',
    order.email,
    `Receipt for order ${order.number}`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `We received your payment for order ${order.number}. Thank you! Here is your receipt.`,
      },
      { type: 'heading', text: 'Receipt' },
      itemsTable(order),
      {
        type: 'table',
        rows: [
          ['Amount paid', money(input.amount)],
          ['Paid by', PAYMENT_METHOD_LABELS[input.method]],
          ['Reference', input.reference],
          ['Date', dayOf(input.at)],
        ],
      },
      orderLink(order, ctx),
    ],
    ctx,
  )

/** The order left the plant: carrier, tracking link and what is in the parcel. */
export const shippedEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly carrier: Carrier; readonly trackingNumber: string; readonly at: string },
): OrderEmail =>
  compose(
    'shipped',
    order.email,
    `Order ${order.number} has shipped`,
    [
      greeting(order),
      {
        type: 'paragraph',
        text: `Your order ${order.number} left our plant on ${dayOf(input.at)} with ${input.carrier}, tracking number ${input.trackingNumber}.`,
      },
      {
        type: 'button',
        label: `Track with ${input.carrier}`,
        url: trackingUrl(input.carrier, input.trackingNumber),
      },
      { type: 'heading', text: 'In this shipment' },
      { type: 'list', items: lineLabels(order) },
      orderLink(order, ctx),
    ],
    ctx,
  )

/**
 * What a cancelled order's email says of the money, true to what was paid and what is done: a
 * card refund is asked of the provider after the cancellation, so the email says it is under way.
 */
const moneyOnCancel = (input: {
  readonly paid: number
  readonly refundToCard: boolean
}): string => {
  if (input.paid <= 0) return 'Nothing was charged for this order.'
  if (input.refundToCard)
    return `We are refunding ${money(input.paid)} to the card you paid with; once made, it can take 5 to 10 business days to show on your statement.`
  return `You paid ${money(input.paid)} for this order; we will be in touch to return it.`
}

/** The order is cancelled: why, and what happens to any payment. */
export const cancelledEmail = (
  order: PlacedOrder,
  ctx: EmailContext,
  input: { readonly reason: string; readonly paid: number; readonly refundToCard: boolean },
): OrderEmail =>
  compose(
    'cancelled',
    order.email,
    `Order ${order.number} is cancelled`,
    [
      greeting(order),
      { type: 'paragraph', text: `Your order ${order.number} is cancelled. The reason given:` },
      { type: 'quote', text: input.reason },
      { type: 'paragraph', text: moneyOnCancel(input) },
      orderLink(order, ctx),
    ],
    ctx,
  )
