import { providerRefundOf, type PlacedOrder } from '@diecut/quote-core'
import type { Deps } from '../deps'
import { fail } from '../http/failure'

/**
 * Gives back through the card provider the online payment that a change of the order refunds
 * (a cancellation of an order paid online); nothing otherwise. Called inside the transaction
 * that saves the change, before the save: when the refund fails the order stays as it was.
 */
export const refundOnline = async (
  deps: Pick<Deps, 'payments'>,
  before: PlacedOrder,
  after: PlacedOrder,
): Promise<void> => {
  const reference = providerRefundOf(before, after)
  if (reference === null) return
  if (deps.payments === undefined || deps.payments === null)
    return fail({
      _tag: 'PaymentUnavailable',
      message:
        'This order was paid by card online, and card refunds are not available now; the order is unchanged.',
    })
  try {
    await deps.payments.refund(reference)
  } catch {
    fail({
      _tag: 'UpstreamFailed',
      message: 'The card payment could not be refunded; the order is unchanged. Please try again.',
    })
  }
}
