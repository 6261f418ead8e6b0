import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { roundHalfUpToCents } from '../pricing/money'
import type { PlacedOrder } from '../schema/placed-order'
import { applyEvents, placedOrderFixture } from '../testing/test-cart'
import { receiveOnlinePayment } from './card-payment'
import { ledgerSums } from './payment-ledger'
import { applyPlacedOrderEvent, type PlacedOrderEventInput } from './placed-order-status'

const at = '2025-03-05T14:00:00.000Z'
const proof = { filename: 'p.pdf', mimetype: 'application/pdf', uploaded_at: at }
const cents = (dollars: number) => roundHalfUpToCents(dollars)

const approved = (): PlacedOrder =>
  applyEvents(
    placedOrderFixture(),
    ...[1, 2].flatMap((orderId): PlacedOrderEventInput[] => [
      { type: 'placedOrder/proofUploaded', payload: { orderId, proof, at } },
      {
        type: 'placedOrder/proofAnswered',
        payload: { orderId, decision: 'approve', comment: null, at, netDays: 0 },
      },
    ]),
  )

// What may happen to an order's money: card charges (the same payment may be reported twice),
// receipts staff record, refunds by check, card refunds asked for and confirmed.
type Step =
  | { readonly kind: 'charge'; readonly reference: string; readonly amountCents: number }
  | { readonly kind: 'manual'; readonly amountCents: number }
  | { readonly kind: 'refund'; readonly amountCents: number }
  | { readonly kind: 'card_refund'; readonly reference: string; readonly amountCents: number }
  | { readonly kind: 'confirm' }

const amount = fc.integer({ min: 1, max: 60_000 })
const reference = fc.constantFrom('pi_a', 'pi_b', 'pi_c')
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), reference, amountCents: amount }),
  fc.record({ kind: fc.constant('manual' as const), amountCents: amount }),
  fc.record({ kind: fc.constant('refund' as const), amountCents: amount }),
  fc.record({ kind: fc.constant('card_refund' as const), reference, amountCents: amount }),
  fc.constant({ kind: 'confirm' as const }),
)

/** The step applied to the order, or the order unchanged when it was refused. */
const take = (order: PlacedOrder, s: Step): PlacedOrder => {
  const dollars = 'amountCents' in s ? s.amountCents / 100 : 0
  if (s.kind === 'charge') {
    const r = receiveOnlinePayment(order, {
      at,
      amountCents: s.amountCents,
      reference: s.reference,
      currency: 'usd',
      askedCents: s.amountCents,
    })
    return r._tag === 'Moved' ? r.order : order
  }
  const pending = order.payment.pending_refunds[0]
  const event: PlacedOrderEventInput | null =
    s.kind === 'manual'
      ? {
          type: 'placedOrder/paymentReceived',
          payload: { at, amount: dollars, method: 'check', reference: 'chk' },
        }
      : s.kind === 'refund'
        ? {
            type: 'placedOrder/refundIssued',
            payload: { at, amount: dollars, method: 'check', reference: 'back' },
          }
        : s.kind === 'card_refund'
          ? {
              type: 'placedOrder/refundIssued',
              payload: { at, amount: dollars, method: 'card', reference: s.reference },
            }
          : pending === undefined
            ? null
            : {
                type: 'placedOrder/refundMade',
                payload: {
                  at,
                  amountCents: cents(pending.amount),
                  reference: pending.reference,
                  key: pending.key,
                },
              }
  if (event === null) return order
  const r = applyPlacedOrderEvent(order, event)
  return r._tag === 'Moved' ? r.order : order
}

describe('the payment ledger', () => {
  it.prop([fc.array(step, { maxLength: 14 })])(
    'agrees with its sums, status and balance after any charges, receipts and refunds, counting nothing twice',
    (steps) => {
      let order = approved()
      const total = cents(order.total)
      for (const s of steps) {
        const before = order
        order = take(order, s)
        const { payment } = order
        const { ledger } = payment
        // Every entry is the step's own, once: a charge reported again adds nothing.
        const added = ledger.length - before.payment.ledger.length
        expect(added === 0 || added === 1).toBe(true)
        if (s.kind === 'charge' && before.payment.ledger.some((e) => e.reference === s.reference))
          expect(added).toBe(0)
        const references = ledger.filter((e) => e.kind === 'charge').map((e) => e.reference)
        expect(new Set(references).size).toBe(references.length)
        // The sums, by hand.
        const sum = (kind: string) =>
          ledger.filter((e) => e.kind === kind).reduce((a, e) => a + cents(e.amount), 0)
        const paid = sum('charge') + sum('manual') - sum('refund')
        expect(ledgerSums(ledger).paidCents).toBe(paid)
        expect(cents(payment.amount_paid)).toBe(paid)
        expect(paid).toBeGreaterThanOrEqual(0)
        expect(cents(payment.balance ?? Number.NaN)).toBe(total - paid)
        // Never more given back from a card charge than it took, counting refunds awaited.
        for (const r of new Set(references)) {
          const charged = ledger
            .filter((e) => e.kind === 'charge' && e.reference === r)
            .reduce((a, e) => a + cents(e.amount), 0)
          const back =
            ledger
              .filter((e) => e.kind === 'refund' && e.reference === r)
              .reduce((a, e) => a + cents(e.amount), 0) +
            payment.pending_refunds
              .filter((p) => p.reference === r)
              .reduce((a, p) => a + cents(p.amount), 0)
          expect(back).toBeLessThanOrEqual(charged)
        }
        // The status says what the sums say.
        const expected =
          payment.pending_refunds.length > 0
            ? 'refund_pending'
            : paid > total
              ? 'overpaid'
              : paid === total
                ? 'paid'
                : 'due'
        expect(payment.status).toBe(expected)
      }
    },
  )
})
