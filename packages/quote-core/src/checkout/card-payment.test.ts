import { describe, expect, it } from 'vitest'
import type { PlacedOrder } from '../schema/placed-order'
import {
  cardCheckoutOf,
  cardPaymentRefusal,
  onlinePaymentRefusal,
  providerRefundsOf,
  receiveOnlinePayment,
  webhookTimestampRefusal,
} from './card-payment'
import { applyPlacedOrderEvent, type PlacedOrderEventInput } from './placed-order-status'
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

describe('the ledger of card and manual payments', () => {
  it('flags a stale card session paid after a check as overpaid, and gives the rest back', () => {
    const due = approved()
    const owed = cents(due.total)
    // The session was opened for the whole total; staff then recorded a $100 check.
    const checked = apply(due, {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: 100, method: 'check', reference: 'CHK 1042' },
    })
    expect(checked.payment).toMatchObject({ status: 'due', balance: (owed - 10_000) / 100 })
    const r = receiveOnlinePayment(checked, {
      at,
      amountCents: owed,
      reference: 'pi_stale',
      currency: 'usd',
      askedCents: owed,
    })
    if (r._tag !== 'Moved') throw new Error(r._tag)
    expect(r.order.payment).toMatchObject({
      status: 'overpaid',
      amount_paid: (owed + 10_000) / 100,
      balance: -100,
    })
    expect(r.order.payment.ledger.map((e) => [e.kind, e.method, e.by])).toEqual([
      ['manual', 'check', 'staff'],
      ['charge', 'card', 'system'],
    ])
    // Staff give the $100 back through the card provider: pending, then made.
    const asked = apply(r.order, {
      type: 'placedOrder/refundIssued',
      payload: { at, amount: 100, method: 'card', reference: 'pi_stale' },
    })
    expect(asked.payment.status).toBe('refund_pending')
    expect(providerRefundsOf(r.order, asked)).toEqual([
      { key: 'refund-pi_stale', reference: 'pi_stale', amountCents: 10_000 },
    ])
    const made = apply(asked, {
      type: 'placedOrder/refundMade',
      payload: { at, amountCents: 10_000, reference: 'pi_stale', key: 'refund-pi_stale' },
    })
    expect(made.payment).toMatchObject({ status: 'paid', amount_paid: due.total, balance: 0 })
    // More than was paid cannot be given back.
    const tooMuch = applyPlacedOrderEvent(made, {
      type: 'placedOrder/refundIssued',
      payload: { at, amount: due.total + 1, method: 'check', reference: 'CHK 9' },
    })
    expect(tooMuch._tag).toBe('PlacedOrderRejected')
  })

  it('refunds every card charge of a cancelled order, not only the last', () => {
    const due = approved()
    const owed = cents(due.total)
    const half = Math.floor(owed / 2)
    // Two card payments: the first covered part, a second session the rest.
    const first = apply(due, {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: half / 100, method: 'card', reference: 'pi_one', online: true },
    })
    const second = apply(first, {
      type: 'placedOrder/paymentReceived',
      payload: {
        at,
        amount: (owed - half) / 100,
        method: 'card',
        reference: 'pi_two',
        online: true,
      },
    })
    expect(second.payment.status).toBe('paid')
    const gone = cancelled(second)
    expect(gone.payment.status).toBe('refund_pending')
    const asked = providerRefundsOf(second, gone)
    expect(asked).toEqual([
      { key: 'refund-pi_one', reference: 'pi_one', amountCents: half },
      { key: 'refund-pi_two', reference: 'pi_two', amountCents: owed - half },
    ])
    const oneMade = apply(gone, {
      type: 'placedOrder/refundMade',
      payload: { at, amountCents: half, reference: 'pi_one', key: 'refund-pi_one' },
    })
    // Not refunded until both are.
    expect(oneMade.payment.status).toBe('refund_pending')
    const bothMade = apply(oneMade, {
      type: 'placedOrder/refundMade',
      payload: { at, amountCents: owed - half, reference: 'pi_two', key: 'refund-pi_two' },
    })
    expect(bothMade.payment).toMatchObject({ status: 'refunded', amount_paid: 0 })
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
    expect(providerRefundsOf(paid, after)).toEqual([
      { key: 'refund-pi_9', reference: 'pi_9', amountCents: cents(paid.total) },
    ])
    // Cancelled already: nothing more to refund.
    expect(providerRefundsOf(after, after)).toEqual([])
  })

  it('records the refund refunded once the provider confirms it, and a failure for staff', () => {
    const paid = paidOnline(approved(), 'pi_7')
    const pending = cancelled(paid)
    const amountCents = cents(paid.total)
    const failed = apply(pending, {
      type: 'placedOrder/refundFailed',
      payload: {
        at,
        amountCents,
        reference: 'pi_7',
        key: 'refund-pi_7',
        error: 'timed out',
        givenUp: false,
      },
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
      payload: { at, amountCents, reference: 'pi_7', key: 'refund-pi_7' },
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
      payload: { at, amountCents: 100, reference: 'pi_other', key: 'refund-pi_other' },
    })
    expect(other.payment).toEqual(paid.payment)
    expect(other.events.at(-1)?.note).toBe('Card refund of $1.00 made (pi_other)')
  })

  it('names none for a payment staff recorded by hand, or a change that refunds nothing', () => {
    const byHand = apply(approved(), {
      type: 'placedOrder/paymentReceived',
      payload: { at, amount: approved().total, method: 'card', reference: 'ch_1' },
    })
    expect(providerRefundsOf(byHand, cancelled(byHand))).toEqual([])
    const paid = paidOnline(approved())
    const noted = apply(paid, { type: 'placedOrder/noteAdded', payload: { at, note: 'hi' } })
    expect(providerRefundsOf(paid, noted)).toEqual([])
  })
})
