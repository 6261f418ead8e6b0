import {
  applyPlacedOrderEvent,
  emailsOfPlacedOrderEvent,
  type PlacedOrder,
  type PlacedOrderEventInput,
  type PlacedOrderRejection,
} from '@diecut/quote-core'
import type { Deps } from '../deps'
import { fail } from '../http/failure'
import { queueOnlineRefund } from '../payments/queue-online-refund'
import type { Repos } from '../repositories/repositories'

/**
 * quote-core's refusal of a placed-order event as the error answer, for every route: an unknown
 * line is a 404, a missing comment a 400 at `comment`, no artwork file (or too many) a 400 at
 * `file`, any other a 409 with the core's code.
 */
export const placedOrderRefusal = (r: PlacedOrderRejection): never => {
  switch (r.reason) {
    case 'no_such_line':
      return fail({ _tag: 'NotFound' })
    case 'comment_required':
      return fail({
        _tag: 'DecodeFailed',
        message: r.message,
        issues: [{ path: 'comment', message: r.message }],
      })
    case 'artwork_file_count':
      return fail({
        _tag: 'DecodeFailed',
        message: r.message,
        issues: [{ path: 'file', message: r.message }],
      })
    default:
      return fail({ _tag: 'PlacedOrderRejected', code: r.reason, message: r.message })
  }
}

/**
 * Records an event on a placed order, inside the caller's transaction: the core applies it (its
 * refusal answered by placedOrderRefusal, nothing changed), the order is saved, an online
 * payment it refunds is queued for the refund worker, and the emails the event sends are queued
 * with it. No provider is called here. Answers the order as it is now.
 */
export const recordPlacedOrderEvent = async (
  deps: Pick<Deps, 'payments' | 'mail'>,
  repos: Repos,
  before: PlacedOrder,
  event: PlacedOrderEventInput,
  now: Date,
): Promise<PlacedOrder> => {
  const result = applyPlacedOrderEvent(before, event)
  if (result._tag !== 'Moved') return placedOrderRefusal(result)
  await repos.placedOrders.save(result.order, now)
  await queueOnlineRefund(deps, repos, before, result.order, now)
  await repos.emails.queue(
    result.order,
    emailsOfPlacedOrderEvent(result.order, event, deps.mail),
    now,
  )
  return result.order
}
