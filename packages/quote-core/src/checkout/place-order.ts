import { designTypes } from '../catalog/enumerations'
import { ORDER_STATUS, PRODUCT_TYPE } from '../catalog/ids'
import { DEFAULT_SCHEDULE_CONFIG, type ScheduleConfig } from '../dates/schedule-config'
import { roundHalfUpToCents } from '../pricing/money'
import { PAYMENT_NOT_DUE } from '../schema/fulfilment'
import type { PlacedTax, TaxRates } from '../schema/tax'
import { DEFAULT_TAX_RATES, NO_TAX } from '../schema/tax-values'
import { settlePayment } from './payment-ledger'
import { salesTaxOf, type TaxBase } from './sales-tax'
import { evaluateOrder } from '../quote/evaluate-order'
import type { QuoteContext } from '../quote/evaluate-order'
import { hasBlockingIssues, issue } from '../rules/issue'
import type { User } from '../schema/account'
import type { Order } from '../schema/order'
import type {
  CheckoutRequest,
  ItemType,
  PlacedOrder,
  PlacedOrderLine,
  ProofStatus,
} from '../schema/placed-order'
import type { ValidationError } from '../schema/validation-error'
import type { InvalidDestination } from '../shipping/shipping-rates'
import { CART_EMPTY, cartShippingRates, type CartEmpty } from './cart-shipping'
import { paymentOnApproval, statusOfLines } from './placed-order-status'
import { withReorderProof } from '../reorder/reorder-proof'

/** A placed order before the database gives it its id. */
export type PlacedOrderDraft = Omit<PlacedOrder, 'id'>

/** Why a cart cannot be placed; `code` is the error code of packages/http-adapter/API.md. */
export type CheckoutRefusal =
  | CartEmpty
  | {
      readonly _tag: 'QuoteIncomplete'
      readonly code: 'quote_incomplete'
      readonly message: string
      readonly errors: readonly (ValidationError & { readonly order_id: number })[]
    }
  | { readonly _tag: 'BadShipping'; readonly code: 'bad_shipping'; readonly message: string }
  | {
      readonly _tag: 'EmailRequired'
      readonly code: 'bad_request'
      readonly message: string
      readonly path: 'email'
    }
  | (InvalidDestination & { readonly code: 'invalid_destination' })

export type CheckoutResult =
  | {
      readonly _tag: 'Placed'
      readonly placedOrder: PlacedOrderDraft
      /** The carted orders as placed (status 300, priced at checkout). */
      readonly orders: readonly Order[]
    }
  | CheckoutRefusal

export type CheckoutInput = {
  readonly cart: readonly Order[]
  readonly request: CheckoutRequest
  readonly user: Pick<User, 'is_guest' | 'email'>
  /** A fresh order number (see placedOrderNumber). */
  readonly number: string
  readonly ctx: QuoteContext
  /** The customer's net days (0 when they pay before production). */
  readonly netDays?: number
  /** The shop's tax table (TAX_RATES); Ohio at 7.5% when not given. */
  readonly taxRates?: TaxRates
  /** The buyer's resale certificate: exempt from sales tax; null or absent when none. */
  readonly taxCertificate?: string | null
}

const ITEM_TYPES: Readonly<Record<Order['product_type_id'], ItemType>> = {
  [PRODUCT_TYPE.label]: 'labels',
  [PRODUCT_TYPE.carton]: 'cartons',
  [PRODUCT_TYPE.design]: 'design',
}

/** What a line says on the order: product, size, material and count. */
export const describePlacedLine = (order: Order): string => {
  if (order.product_type_id === PRODUCT_TYPE.design) {
    const details = order.graphic_design_order_details
    const service = designTypes.find((d) => d.id === details?.design_type_id)?.label ?? 'Design'
    const n = Math.max(1, order.design_count ?? 1)
    return `${service}, ${n} design${n === 1 ? '' : 's'}`
  }
  const product = order.product_type_id === PRODUCT_TYPE.carton ? 'Folding cartons' : 'Roll labels'
  const stock = [order.substrate_label, order.laminate_label].filter((s) => s !== '').join(', ')
  return [product, order.size_description, stock].filter((s) => s !== '').join(' · ')
}

// Printed work waits for its artwork; blank labels need no proof; design work is proofed by us.
const firstProofStatus = (order: Order): ProofStatus => {
  if (order.product_type_id === PRODUCT_TYPE.design) return 'awaiting_proof'
  if (order.is_blank) return 'approved'
  return order.designs_orders.length > 0 ? 'awaiting_proof' : 'awaiting_artwork'
}

const lineOf = (order: Order, cents: number): PlacedOrderLine => {
  const quantity =
    order.product_type_id === PRODUCT_TYPE.design
      ? Math.max(1, order.design_count ?? 1)
      : (order.total_qty ?? 0)
  const unit =
    order.quoted_price_per_label ?? (quantity > 0 ? Math.ceil((cents * 10) / quantity) / 1000 : 0)
  return withReorderProof(order, {
    order_id: order.id,
    item_type: ITEM_TYPES[order.product_type_id],
    description: describePlacedLine(order),
    quantity,
    unit_price: unit,
    subtotal: cents / 100,
    proof_status: firstProofStatus(order),
    proof: null,
    customer_comment: null,
  })
}

/**
 * Business days the plant needs after the last approval: the production days chosen (standard
 * or expedited), a new die's lead time and embossing. Design work ships nothing after approval.
 */
export const productionDaysOf = (order: Order, schedule: ScheduleConfig): number =>
  order.product_type_id === PRODUCT_TYPE.design
    ? 0
    : (order.delay_processing ?? 0) +
      (order.delay_new_size ?? 0) +
      (order.is_embossing ? schedule.embossingDays : 0)

/** The email a placed order is confirmed to: a guest must give one; a customer may. */
export const checkoutEmail = (
  user: Pick<User, 'is_guest' | 'email'>,
  given: string | undefined,
): string | null => given ?? (user.is_guest ? null : user.email)

/**
 * Places a cart: every order re-priced now and complete, the chosen service offered for this
 * cart and address, then a snapshot in cents (line subtotals add up to the subtotal, subtotal
 * plus shipping to the total) and the orders marked placed.
 */
export const placeCart = (input: CheckoutInput): CheckoutResult => {
  const { cart, request, ctx } = input
  if (cart.length === 0) return CART_EMPTY
  const email = checkoutEmail(input.user, request.email)
  if (email === null)
    return {
      _tag: 'EmailRequired',
      code: 'bad_request',
      message: 'Please enter your email address.',
      path: 'email',
    }
  const evaluated = cart.map((o) => ({ o, ...evaluateOrder(o, ctx) }))
  const errors = evaluated.flatMap(({ o, order, errors }) =>
    hasBlockingIssues(errors) || order.quoted_total === null
      ? errors
          .filter((e) => e.blocking)
          .concat(
            errors.some((e) => e.blocking)
              ? []
              : [issue('price', 'This quote has no price yet.', { code: 'price_missing' })],
          )
          .map((e) => ({ ...e, order_id: o.id }))
      : [],
  )
  if (errors.length > 0)
    return {
      _tag: 'QuoteIncomplete',
      code: 'quote_incomplete',
      message: 'A quote in your cart is not complete. Please finish it before checking out.',
      errors,
    }
  const orders = evaluated.map(({ order }) => ({ ...order, status_id: ORDER_STATUS.placed }))
  const rates = cartShippingRates(cart, request.address, ctx)
  if (rates._tag === 'InvalidDestination') return { ...rates, code: 'invalid_destination' }
  const rate =
    rates._tag === 'CartRates'
      ? rates.rates.find((r) => r.code === request.shipping_code)
      : undefined
  if (rates._tag !== 'CartRates' || rate === undefined)
    return {
      _tag: 'BadShipping',
      code: 'bad_shipping',
      message: 'This shipping option is not offered for your cart and address.',
    }
  const lineCents = orders.map((o) => roundHalfUpToCents(o.quoted_total ?? 0))
  const subtotalCents = lineCents.reduce((a, b) => a + b, 0)
  const shippingCents = roundHalfUpToCents(rate.total)
  const lines = orders.map((o, i) => lineOf(o, lineCents[i] ?? 0))
  const tax = salesTaxOf(
    { address: request.address, subtotalCents, shippingCents },
    input.taxRates ?? DEFAULT_TAX_RATES,
    input.taxCertificate ?? null,
  )
  const status = statusOfLines(lines)
  const schedule = ctx.schedule ?? DEFAULT_SCHEDULE_CONFIG
  const placed: PlacedOrderDraft = {
    number: input.number,
    status,
    placed_at: ctx.now,
    email,
    address: { ...request.address, country: request.address.country.toUpperCase() },
    shipping: {
      code: rate.code,
      name: rate.name,
      total: shippingCents / 100,
      ship_date: rates.shipDate,
      estimated_arrival: rate.estimatedArrival,
    },
    lines,
    subtotal: subtotalCents / 100,
    tax,
    total: (subtotalCents + shippingCents + roundHalfUpToCents(tax.amount)) / 100,
    po_number: request.po_number,
    notes: request.notes,
    events: [{ at: ctx.now, status, note: 'Order placed', by: 'customer' }],
    // Nothing owed yet; the payment shows the total and balance as every stored order does.
    payment: settlePayment(PAYMENT_NOT_DUE, {
      total: (subtotalCents + shippingCents + roundHalfUpToCents(tax.amount)) / 100,
      cancelled: false,
    }),
    shipment: null,
    ship_by: rates.shipDate,
    production_days: Math.max(0, ...orders.map((o) => productionDaysOf(o, schedule))),
  }
  return {
    _tag: 'Placed',
    orders,
    // An order of blank work needs no proof: it is approved, and payment due, at once.
    placedOrder:
      status === 'approved'
        ? { ...placed, payment: paymentOnApproval(placed.payment, ctx.now, input.netDays ?? 0) }
        : placed,
  }
}

/**
 * An order number from a random integer: DC- and 8 digits. The adapter draws the integer from
 * a secure source, so numbers cannot be guessed from one another.
 */
export const placedOrderNumber = (random: number): string =>
  `DC-${String(10_000_000 + (Math.abs(Math.trunc(random)) % 90_000_000))}`

/** What the checkout shows before placing: subtotal, shipping (null until chosen) and total. */
export const checkoutTotals = (
  subtotal: number,
  shipping: number | null,
  tax: PlacedTax = NO_TAX,
): {
  readonly subtotal: number
  readonly shipping: number | null
  readonly tax: PlacedTax
  readonly total: number
} => {
  const cents =
    roundHalfUpToCents(subtotal) +
    roundHalfUpToCents(shipping ?? 0) +
    roundHalfUpToCents(tax.amount)
  return { subtotal, shipping, tax, total: cents / 100 }
}

/**
 * The sales tax the checkout adds for an address, the chosen shipping and the cart: the shop's
 * rates and the buyer's certificate as the rates answer gave them (checkout decides the same).
 */
export const checkoutTax = (
  address: TaxBase['address'],
  subtotal: number,
  shipping: number | null,
  tax: { readonly rates: TaxRates; readonly certificate: string | null },
): PlacedTax =>
  salesTaxOf(
    {
      address,
      subtotalCents: roundHalfUpToCents(subtotal),
      shippingCents: roundHalfUpToCents(shipping ?? 0),
    },
    tax.rates,
    tax.certificate,
  )
