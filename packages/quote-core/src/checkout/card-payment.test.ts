import { describe, expect, it } from 'vitest'
import type { PlacedOrder } from '../schema/placed-order'
import {
  cardCheckoutOf,
  cardPaymentRefusal,
  onlinePaymentRefusal,
  providerRefundOf,
  receiveOnlinePayment,
  webhookTimestampRefusal,
} from './card-payment'
import type { PlacedOrderEventInput } from './placed-order-status'
import { refundStanding } from './placed-order-timeline'
import { applyEvents, placedOrderFixture } from '../testing/test-cart'

const at = '2025-03-05T14:00:00.000Z'
const proof = { filename: 'proof.pdf', mimetype: 'application/pdf', uploaded_at: at }

const apply = applyEvents

const approved = (): PlacedOrder =>
  apply(
    placedOrderFixture(),
    ...[1, 2].flatMap((orderId): PlacedOrderEventInput[] => [
      { type: 'placedOrder/proofUploaded', payload: { orderId, proof, at } },
      {
        type: 'placedOrder/proofAnswered',
        payload: { orderId, decision: 'approve', comment: null, at, netDays: 0 },
      },
    ]),
  )

const cents = (dollars: number) => Math.round(dollars * 100)
const paidOnline = (order: PlacedOrder, reference = 'pi_1'): PlacedOrder => {
  const r = receiveOnlinePayment(order, {
    at,
    amountCents: cents(order.total),
    reference,
    currency: 'usd',
    askedCents: cents(order.total),
  })
  if (r._tag !== 'Moved') throw new Error(r._tag)
  return r.order
}
const cancelled = (order: PlacedOrder): PlacedOrder =>
  apply(order, { type: 'placedOrder/cancelled', payload: { at, by: 'staff', reason: 'No' } })

describe('cardCheckoutOf', () => {
  it('asks for the stored total once payment is due', () => {
    const order = approved()
    expect(cardCheckoutOf(order)).toEqual({
      _tag: 'CardCheckout',
      number: order.number,
      amountCents: cents(order.total),
      description: `Order ${order.number}`,
    })
  })

  it('asks only for what is left after a part payment', () => {
    const order = apply(approved(), {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: 10, method: 'invoice', reference: 'cheque 12' },
    })
    expect(cardCheckoutOf(order)).toMatchObject({ amountCents: cents(order.total) - 1000 })
  })

  it('refuses before approval, after payment and on a cancelled order, naming the status', () => {
    expect(cardCheckoutOf(placedOrderFixture())).toEqual({
      _tag: 'PlacedOrderRejected',
      reason: 'transition_not_allowed',
      message: 'This order is awaiting its proof; payment falls due once every proof is approved.',
    })
    expect(cardPaymentRefusal(paidOnline(approved()))).toBe(
      'This order is approved; it is paid in full and takes no further payment.',
    )
    expect(cardPaymentRefusal(cancelled(approved()))).toBe(
      'This order is cancelled; it takes no payment.',
    )
  })
})

describe('receiveOnlinePayment', () => {
  it('marks the order paid by card, by the system, keeping the reference', () => {
    const order = paidOnline(approved(), 'pi_42')
    expect(order.payment).toMatchObject({
      status: 'paid',
      method: 'card',
      amount_paid: order.total,
      provider_reference: 'pi_42',
    })
    expect(order.events.at(-1)).toMatchObject({ by: 'system', status: 'approved' })
  })

  it('records the same payment once', () => {
    const order = paidOnline(approved(), 'pi_42')
    expect(
      receiveOnlinePayment(order, {
        at,
        amountCents: cents(order.total),
        reference: 'pi_42',
        currency: 'usd',
        askedCents: null,
      }),
    ).toEqual({ _tag: 'AlreadyRecorded' })
  })

  it('gives back a payment the order cannot take', () => {
    const order = paidOnline(approved(), 'pi_1')
    const usd = { currency: 'usd', askedCents: 100 }
    expect(
      receiveOnlinePayment(order, { at, amountCents: 100, reference: 'pi_2', ...usd }),
    ).toEqual({
      _tag: 'GiveBack',
      reference: 'pi_2',
      message: 'This order is approved; it is paid in full and takes no further payment.',
    })
    expect(
      receiveOnlinePayment(cancelled(approved()), {
        at,
        amountCents: 100,
        reference: 'pi_3',
        ...usd,
      }),
    ).toMatchObject({ _tag: 'GiveBack', reference: 'pi_3' })
  })
})

describe('onlinePaymentRefusal', () => {
  const due = approved()
  const owed = cents(due.total)
  const card = { at, reference: 'pi_5', amountCents: owed, currency: 'usd', askedCents: owed }

  it('books US dollars of the session asked for, on an order whose payment is due', () => {
    expect(onlinePaymentRefusal(due, card)).toBeNull()
    expect(onlinePaymentRefusal(due, { ...card, currency: 'USD' })).toBeNull()
    // A session that does not say what it asked for is taken to ask what is owed.
    expect(onlinePaymentRefusal(due, { ...card, askedCents: null })).toBeNull()
  })

  it('refuses another currency: yen are not dollars', () => {
    expect(onlinePaymentRefusal(due, { ...card, currency: 'jpy' })).toBe(
      'The payment was made in JPY; the store takes US dollars only.',
    )
    expect(
      receiveOnlinePayment(due, { ...card, currency: 'jpy', amountCents: owed }),
    ).toMatchObject({ _tag: 'GiveBack', reference: 'pi_5' })
  })

  it('refuses a payment before it is due', () => {
    const early = placedOrderFixture()
    expect(early.payment.status).toBe('not_due')
    expect(onlinePaymentRefusal(early, card)).toBe(
      'This order is awaiting its proof; payment falls due once every proof is approved.',
    )
  })

  it('refuses an amount that is not the session asked for', () => {
    expect(onlinePaymentRefusal(due, { ...card, amountCents: owed - 1 })).toBe(
      `The payment of $${((owed - 1) / 100).toFixed(2)} is not the amount of the card payment the store asked for.`,
    )
    expect(
      onlinePaymentRefusal(due, { ...card, amountCents: owed + 1, askedCents: null }),
    ).not.toBe(null)
  })
})

describe('webhookTimestampRefusal', () => {
  const now = new Date('2026-12-08T02:00:00Z')
  const seconds = now.getTime() / 1000
  it('takes a signature up to 300 seconds old, and refuses an older one or one from the future', () => {
    expect(webhookTimestampRefusal(seconds, now)).toBeNull()
    expect(webhookTimestampRefusal(seconds - 300, now)).toBeNull()
    expect(webhookTimestampRefusal(seconds - 301, now)).toBe(
      "The signature's timestamp is more than 300 seconds from now.",
    )
    expect(webhookTimestampRefusal(seconds + 301, now)).not.toBeNull()
    expect(webhookTimestampRefusal(1, now)).not.toBeNull()
    expect(webhookTimestampRefusal(Number.NaN, now)).toBe('The signature has no timestamp.')
  })
})

describe('providerRefundOf', () => {
  it('names the online payment a cancellation refunds, pending until the provider confirms', () => {
    const paid = paidOnline(approved(), 'pi_9')
    const after = cancelled(paid)
    expect(after.payment.status).toBe('refund_pending')
    expect(providerRefundOf(paid, after)).toEqual({
      reference: 'pi_9',
      amountCents: cents(paid.total),
    })
    // Cancelled already: nothing more to refund.
    expect(providerRefundOf(after, after)).toBeNull()
  })

  it('records the refund refunded once the provider confirms it, and a failure for staff', () => {
    const paid = paidOnline(approved(), 'pi_7')
    const pending = cancelled(paid)
    const amountCents = cents(paid.total)
    const failed = apply(pending, {
      type: 'placedOrder/refundFailed',
      payload: { at, amountCents, reference: 'pi_7', error: 'timed out', givenUp: false },
    })
    expect(failed.payment).toMatchObject({ status: 'refund_pending', refund_error: 'timed out' })
    expect(failed.events.at(-1)).toMatchObject({
      by: 'system',
      internal: true,
      status: 'cancelled',
    })
    expect(refundStanding(pending.payment)).toMatchObject({ label: 'Refund pending' })
    expect(refundStanding(failed.payment)).toEqual({
      label: 'Refund failing',
      tone: 'stopped',
      detail: 'The card refund has not been made yet: timed out',
    })
    const made = apply(failed, {
      type: 'placedOrder/refundMade',
      payload: { at, amountCents, reference: 'pi_7' },
    })
    expect(made.payment.status).toBe('refunded')
    expect(made.payment.refund_error).toBeUndefined()
    expect(refundStanding(made.payment)).toBeNull()
    expect(made.events.at(-1)?.note).toBe(
      `Card refund of $${(amountCents / 100).toFixed(2)} made (pi_7)`,
    )
    // A refund of another payment (one given back) leaves the order's payment as it is.
    const other = apply(paid, {
      type: 'placedOrder/refundMade',
      payload: { at, amountCents: 100, reference: 'pi_other' },
    })
    expect(other.payment).toEqual(paid.payment)
    expect(other.events.at(-1)?.note).toBe('Card refund of $1.00 made (pi_other)')
  })

  it('names none for a payment staff recorded by hand, or a change that refunds nothing', () => {
    const byHand = apply(approved(), {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: approved().total, method: 'card', reference: 'ch_1' },
    })
    expect(providerRefundOf(byHand, cancelled(byHand))).toBeNull()
    const paid = paidOnline(approved())
    const noted = apply(paid, { type: 'placedOrder/noteAdded', payload: { at, note: 'hi' } })
    expect(providerRefundOf(paid, noted)).toBeNull()
  })
})
