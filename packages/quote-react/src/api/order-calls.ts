import type {
  Cart,
  Order,
  OrderPatch,
  ShippingAddress,
  ShippingRate,
  ValidationError,
} from '@diecut/quote-core'
import { decodeField, decodeListField } from './decode-response'
import type { Transport } from './http-transport'

/** What POST /orders/quoter(/{id}) answers: the priced order, the cart and the order's errors. */
export type QuoterAnswer = {
  readonly order: Order
  readonly cart: Cart
  readonly errors: readonly ValidationError[]
}

/** Shipping options for an order's address; `freightRequired` when no parcel service applies. */
export type ShippingEstimate = {
  readonly rates: readonly ShippingRate[]
  readonly freightRequired: boolean
}

/** The destination form's fields (docs/product.md section 7); country defaults to US on the server. */
export type ShippingAddressInput = Partial<ShippingAddress>

const quoterAnswer = async (body: unknown): Promise<QuoterAnswer> => ({
  order: await decodeField('order', body, 'order'),
  cart: await decodeField('cart', body, 'cart'),
  errors: await decodeListField('validationError', body, 'errors'),
})

/** Quoter, cart and shipping calls of one order. */
export const orderCalls = (t: Transport) => ({
  /** POST /orders/quoter: a new order owned by the session's user, with the patch applied. */
  createOrder: async (patch: OrderPatch, signal?: AbortSignal): Promise<QuoterAnswer> =>
    quoterAnswer((await t.json('POST', '/orders/quoter', { order: patch }, signal)).body),
  /** POST /orders/quoter/{id} with the changed fields; an empty patch only refreshes. */
  updateOrder: async (
    orderId: number,
    patch: OrderPatch,
    signal?: AbortSignal,
  ): Promise<QuoterAnswer> => {
    const body = Object.keys(patch).length === 0 ? undefined : { order: patch }
    return quoterAnswer((await t.json('POST', `/orders/quoter/${orderId}`, body, signal)).body)
  },
  /** POST /orders/quoter/{id} with an empty body: the order as the server has it now. */
  refreshOrder: async (orderId: number, signal?: AbortSignal): Promise<QuoterAnswer> =>
    quoterAnswer((await t.json('POST', `/orders/quoter/${orderId}`, undefined, signal)).body),
  /** POST /carts/add-to-cart/{id}: status 100; a 400 lists the blocking errors. */
  addToCart: async (
    orderId: number,
    signal?: AbortSignal,
  ): Promise<{ cart: Cart; order: Order }> => {
    const { body } = await t.json('POST', `/carts/add-to-cart/${orderId}`, {}, signal)
    return {
      cart: await decodeField('cart', body, 'cart'),
      order: await decodeField('order', body, 'order'),
    }
  },
  /** DELETE /carts/remove-from-cart/{id}: the order leaves the cart (it stays an open quote). */
  removeFromCart: async (orderId: number, signal?: AbortSignal): Promise<{ cart: Cart }> => {
    const { body } = await t.json('DELETE', `/carts/remove-from-cart/${orderId}`, undefined, signal)
    return { cart: await decodeField('cart', body, 'cart') }
  },
  /** POST /carts/save-to-account/{id}: status 200; guests get 401 login_required. */
  saveToAccount: async (
    orderId: number,
    customerLabel: string | null,
    signal?: AbortSignal,
  ): Promise<{ order: Order }> => {
    const { body } = await t.json(
      'POST',
      `/carts/save-to-account/${orderId}`,
      { customer_label: customerLabel },
      signal,
    )
    return { order: await decodeField('order', body, 'order') }
  },
  /** POST /account/shipments/get-rates-by-order/{id}. */
  shippingRates: async (
    orderId: number,
    address: ShippingAddressInput,
    signal?: AbortSignal,
  ): Promise<ShippingEstimate> => {
    const path = `/account/shipments/get-rates-by-order/${orderId}`
    const { body } = await t.json('POST', path, address, signal)
    return {
      rates: await decodeListField('shippingRate', body, 'rates'),
      freightRequired:
        typeof body === 'object' && body !== null && 'freightRequired' in body
          ? body.freightRequired === true
          : false,
    }
  },
})
