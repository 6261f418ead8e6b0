import { FIND_ORDER_PATH } from '../checkout/order-access'

const join = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`

/** The customer's page of a placed order (the storefront's /account/orders/{number}). */
export const placedOrderUrl = (siteUrl: string, number: string): string =>
  join(siteUrl, `/account/orders/${encodeURIComponent(number)}`)

/** The order page opened at one item, where its proof is approved or changes are asked for. */
export const proofDecisionUrl = (siteUrl: string, number: string, orderId: number): string =>
  `${placedOrderUrl(siteUrl, number)}#item-${orderId}`

/** The staff page of this placed order. */
export const adminOrderUrl = (siteUrl: string, number: string): string =>
  join(siteUrl, `/admin/orders/${encodeURIComponent(number)}`)

/**
 * The link a look-up emails: the order page with the key that opens it in the browser it is
 * opened in (the key travels in the query, which the page drops once it has used it).
 */
export const orderAccessUrl = (siteUrl: string, number: string, key: string): string =>
  `${placedOrderUrl(siteUrl, number)}?key=${encodeURIComponent(key)}`

/** The page where a guest finds an order by email and number. */
export const findOrderUrl = (siteUrl: string): string => join(siteUrl, FIND_ORDER_PATH)
