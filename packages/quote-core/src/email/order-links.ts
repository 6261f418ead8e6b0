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
