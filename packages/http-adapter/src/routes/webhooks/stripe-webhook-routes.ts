import {
  applyPlacedOrderEvent,
  emailsOfPlacedOrderEvent,
  receiveOnlinePayment,
} from '@diecut/quote-core'
import type { FastifyBaseLogger } from 'fastify'
import type { Deps, RouteModule } from '../../deps'
import { fail } from '../../http/failure'
import type { ProviderEvent } from '../../payments/payment-provider'

type PaymentTaken = Extract<ProviderEvent, { _tag: 'PaymentTaken' }>

/**
 * Applies a card payment to its order once: recorded, already recorded, or given back. A
 * payment given back is noted on the order and queued for the refund worker, in the same
 * transaction; the provider is never called inside it.
 */
const applyPayment = (deps: Deps, event: PaymentTaken, log: FastifyBaseLogger) => {
  const now = deps.clock()
  return deps.repos.transaction(async (repos) => {
    if (!(await repos.stripeEvents.record(event.eventId, 'checkout.session.completed', now))) return
    const placed = await repos.placedOrders.findByNumber(event.number)
    if (placed === null) {
      log.warn({ number: event.number, event: event.eventId }, 'card payment for no known order')
      return
    }
    const outcome = receiveOnlinePayment(placed, {
      at: now.toISOString(),
      amountCents: event.amountCents,
      reference: event.reference,
      currency: event.currency,
      askedCents: event.askedCents,
    })
    if (outcome._tag === 'Moved') {
      await repos.placedOrders.save(outcome.order, now)
      // The receipt goes with the payment it records, in the same transaction.
      await repos.emails.queue(
        outcome.order,
        emailsOfPlacedOrderEvent(outcome.order, outcome.event, deps.mail),
        now,
      )
    }
    if (outcome._tag === 'GiveBack') {
      log.warn({ number: event.number, reason: outcome.message }, 'card payment given back')
      const refund = {
        key: `refund-${outcome.reference}`,
        reference: outcome.reference,
        amountCents: event.amountCents,
      }
      const noted = applyPlacedOrderEvent(placed, {
        type: 'placedOrder/paymentRefused',
        payload: {
          at: now.toISOString(),
          amountCents: refund.amountCents,
          reference: refund.reference,
          reason: outcome.message,
        },
      })
      if (noted._tag === 'Moved') await repos.placedOrders.save(noted.order, now)
      await repos.refunds.queue(placed, refund, now)
    }
  })
}

type Notice = Extract<ProviderEvent, { _tag: 'PaymentRefunded' | 'PaymentDisputed' }>

/**
 * Records on its order, once, a refund or a dispute of a card payment reported by the provider
 * (made at the provider, or the store's own refund confirmed again): an event for staff.
 */
const applyNotice = (deps: Deps, event: Notice, log: FastifyBaseLogger) => {
  const now = deps.clock()
  return deps.repos.transaction(async (repos) => {
    const type = event._tag === 'PaymentRefunded' ? 'charge.refunded' : 'charge.dispute.created'
    if (!(await repos.stripeEvents.record(event.eventId, type, now))) return
    const placed = await repos.placedOrders.findByPaymentReference(event.reference)
    if (placed === null) {
      log.warn({ reference: event.reference, event: event.eventId }, `${type} for no known order`)
      return
    }
    const { amountCents, reference } = event
    const at = now.toISOString()
    const moved = applyPlacedOrderEvent(
      placed,
      event._tag === 'PaymentRefunded'
        ? { type: 'placedOrder/refundedAtProvider', payload: { at, amountCents, reference } }
        : {
            type: 'placedOrder/disputed',
            payload: { at, amountCents, reference, reason: event.reason },
          },
    )
    if (moved._tag === 'Moved') await repos.placedOrders.save(moved.order, now)
  })
}

/**
 * POST /webhooks/stripe: Stripe's calls, proven by the Stripe-Signature header over the raw
 * body (so this route reads the body unparsed), without a session or a browser's origin.
 */
export const stripeWebhookRoutes: RouteModule = (deps) => async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))

  app.post(
    '/webhooks/stripe',
    { config: { session: false, signedByProvider: true } },
    async (req) => {
      const payments = deps.payments
      if (payments === undefined || payments === null) return fail({ _tag: 'PaymentUnavailable' })
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const signature = req.headers['stripe-signature']
      const event = payments.verifyWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
        deps.clock(),
      )
      switch (event._tag) {
        case 'BadSignature':
          req.log.warn({ reason: event.message }, 'webhook refused')
          return fail({ _tag: 'BadSignature' })
        case 'Malformed':
          return fail({
            _tag: 'DecodeFailed',
            message: event.message,
            issues: [{ path: 'body', message: event.message }],
          })
        case 'PaymentTaken':
          await applyPayment(deps, event, req.log)
          break
        case 'PaymentRefunded':
        case 'PaymentDisputed':
          await applyNotice(deps, event, req.log)
          break
        case 'Other':
          break
      }
      return { received: true }
    },
  )
}
