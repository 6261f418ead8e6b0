import { randomUUID } from 'node:crypto'
import { labelQuotePatch } from '@diecut/quote-core/testing'
import type { PlacedOrder } from '@diecut/quote-core'
import type { QuoteApi } from '../../src/api/quote-api'
import { emptyAddress } from '../../src/hooks/use-checkout'

/** A Columbus street address, as the checkout form fills it. */
export const columbus = {
  ...emptyAddress,
  name: 'Ada Buyer',
  address1: '1 Main St',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
}

/**
 * The api's session quotes the standard labels, carts them and checks out by the first rate to
 * `address`; a guest gives `email`. Answers the placed order.
 */
export const placeLabelOrder = async (
  api: QuoteApi,
  options: { email?: string; po_number?: string; address?: typeof columbus } = {},
): Promise<PlacedOrder> => {
  const address = options.address ?? columbus
  const order = (await api.createOrder(labelQuotePatch)).order
  await api.addToCart(order.id)
  const { rates } = await api.cartRates(address)
  return api.checkout(
    {
      address,
      shipping_code: rates[0]?.code ?? '',
      ...(options.email === undefined ? {} : { email: options.email }),
      ...(options.po_number === undefined ? {} : { po_number: options.po_number }),
    },
    randomUUID(),
  )
}
