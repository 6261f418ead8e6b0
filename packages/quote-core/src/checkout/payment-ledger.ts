import { roundHalfUpToCents } from '../pricing/money'
import type { LedgerEntry, Payment, PaymentStatus } from '../schema/fulfilment'

/** The sums of a ledger, in cents. */
export type LedgerSums = {
  /** Card charges and receipts staff recorded. */
  readonly receivedCents: number
  /** Money given back. */
  readonly refundedCents: number
  /** Received less refunded: what the customer has paid, net. */
  readonly paidCents: number
}

const centsOf = (entry: Pick<LedgerEntry, 'amount'>) => roundHalfUpToCents(entry.amount)

/** A charge is one payment of the provider: the same reference is counted once. */
const counted = (ledger: readonly LedgerEntry[]): readonly LedgerEntry[] => {
  const charges = new Set<string>()
  return ledger.filter((e) => {
    if (e.kind !== 'charge') return true
    if (charges.has(e.reference)) return false
    charges.add(e.reference)
    return true
  })
}

/** What the ledger adds up to, in cents; a charge entered twice counts once. */
export const ledgerSums = (ledger: readonly LedgerEntry[]): LedgerSums => {
  let receivedCents = 0
  let refundedCents = 0
  for (const e of counted(ledger))
    if (e.kind === 'refund') refundedCents += centsOf(e)
    else receivedCents += centsOf(e)
  return { receivedCents, refundedCents, paidCents: receivedCents - refundedCents }
}

/**
 * What is left to give back of each card charge (by its reference), in cents: the charge less
 * the refunds that name it, less those asked for and not yet made.
 */
export const refundableCharges = (
  payment: Pick<Payment, 'ledger' | 'pending_refunds'>,
): ReadonlyMap<string, number> => {
  const left = new Map<string, number>()
  for (const e of counted(payment.ledger))
    if (e.kind === 'charge') left.set(e.reference, (left.get(e.reference) ?? 0) + centsOf(e))
  const less = (reference: string, cents: number) => {
    const now = left.get(reference)
    if (now !== undefined) left.set(reference, now - cents)
  }
  for (const e of payment.ledger) if (e.kind === 'refund') less(e.reference, centsOf(e))
  for (const p of payment.pending_refunds) less(p.reference, centsOf(p))
  return new Map([...left].filter(([, cents]) => cents > 0))
}

/** Whether the ledger holds the provider's charge with this reference. */
export const hasCharge = (payment: Pick<Payment, 'ledger'>, reference: string): boolean =>
  payment.ledger.some((e) => e.kind === 'charge' && e.reference === reference)

// Before money settles it, the order's own stage says what is owed.
const STAGES: readonly PaymentStatus[] = ['not_due', 'due', 'on_terms']

/**
 * The payment as its ledger makes it: `amount_paid` the ledger's net sum, `balance` the total
 * less it, and the status: `refund_pending` while a card refund is awaited; on a cancelled order
 * `refunded` once money was received (nothing is owed), else `not_due`; otherwise `overpaid`
 * beyond the total, `paid` at it, and below it the stage (not due yet, due, or on terms; an
 * order paid and then partly refunded is due again).
 */
export const settlePayment = (
  payment: Payment,
  order: { readonly total: number; readonly cancelled: boolean },
): Payment => {
  const { paidCents, receivedCents } = ledgerSums(payment.ledger)
  const totalCents = roundHalfUpToCents(order.total)
  const status: PaymentStatus =
    payment.pending_refunds.length > 0
      ? 'refund_pending'
      : order.cancelled
        ? receivedCents > 0
          ? 'refunded'
          : 'not_due'
        : paidCents > totalCents
          ? 'overpaid'
          : paidCents === totalCents && totalCents > 0
            ? 'paid'
            : STAGES.includes(payment.status)
              ? payment.status
              : 'due'
  return {
    ...payment,
    status,
    amount_paid: paidCents / 100,
    total: totalCents / 100,
    balance: (totalCents - paidCents) / 100,
  }
}

/**
 * A payment stored before the ledger: what it had received becomes one entry (a card charge
 * when the provider took it), so that the ledger's sum is what it recorded.
 */
export const withLedger = (payment: Payment, at: string): Payment => {
  if (payment.ledger.length > 0 || payment.amount_paid <= 0) return payment
  const online = payment.provider_reference !== undefined
  const entry: LedgerEntry = {
    at,
    kind: online ? 'charge' : 'manual',
    amount: payment.amount_paid,
    method: payment.method ?? 'other',
    reference: payment.provider_reference ?? 'recorded before the ledger',
    by: online ? 'system' : 'staff',
  }
  return { ...payment, ledger: [entry] }
}
