import { providerRefundsOf, type PlacedOrder } from '@diecut/quote-core'
import type { Deps } from '../deps'
import { fail } from '../http/failure'
import type { Repos } from '../repositories/repositories'

/**
 * Queues the card refunds that a change of the order asks for (a cancellation refunds each card
 * charge; staff refund part of one: `refund_pending`), inside the transaction that saves it;
 * nothing otherwise. The provider is never called here: the refund worker makes the refund
 * after the transaction, and records it on the order once the provider confirms.
 */
export const queueOnlineRefund = async (
  deps: Pick<Deps, 'payments'>,
  repos: Repos,
  before: PlacedOrder,
  after: PlacedOrder,
  now: Date,
): Promise<void> => {
  const refunds = providerRefundsOf(before, after)
  if (refunds.length === 0) return
  if (deps.payments === undefined || deps.payments === null)
    return fail({
      _tag: 'PaymentUnavailable',
      message:
        'This order was paid by card online, and card refunds are not available now; the order is unchanged.',
    })
  for (const refund of refunds) await repos.refunds.queue(after, refund, now)
}
