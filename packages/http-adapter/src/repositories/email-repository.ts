import {
  emailHoldsKey,
  EmailStatus,
  FORGOTTEN_KEY_EMAIL_BODY,
  OrderEmailKind,
  type ConfirmationEmail,
  type KeyedEmail,
  type OrderEmailSummary,
} from '@diecut/quote-core'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { Schema } from 'effect'
import type { Executor } from '../db/client'
import { emails } from '../db/schema'

const decodeKind = Schema.decodeUnknownSync(OrderEmailKind)
const decodeStatus = Schema.decodeUnknownSync(EmailStatus)

/**
 * Once an email that held a key (an order link) is delivered or given up on, its body is
 * replaced by a note: the outbox keeps no key that opens an order.
 */
const KEY_KINDS = OrderEmailKind.literals.filter(emailHoldsKey)
const bodyOnceGone = (column: typeof emails.textBody | typeof emails.htmlBody) =>
  sql`case when ${inArray(emails.kind, [...KEY_KINDS])} then ${FORGOTTEN_KEY_EMAIL_BODY} else ${column} end`

/** An email the worker took to send: until `leaseEnds`, no other worker takes it. */
export type ClaimedEmail = {
  readonly id: number
  readonly key: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** This attempt's number, from 1. */
  readonly attempt: number
}

/** An email as stored, to be sent again. */
export type StoredEmail = KeyedEmail & { readonly id: number }

const rowEmail = {
  id: emails.id,
  key: emails.key,
  kind: emails.kind,
  to: emails.recipient,
  subject: emails.subject,
  text: emails.textBody,
  html: emails.htmlBody,
}

/** The outbox: emails queued with the event that sends them, and their delivery. */
export const createEmailRepository = (db: Executor) => ({
  /** Queues each email unless its event already queued it for that recipient. */
  async queue(
    order: { readonly id: number; readonly number: string },
    queued: readonly KeyedEmail[],
    now: Date,
  ): Promise<void> {
    if (queued.length === 0) return
    await db
      .insert(emails)
      .values(
        queued.map(({ key, email }) => ({
          key,
          placedOrderId: order.id,
          orderNumber: order.number,
          kind: email.kind,
          recipient: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          status: 'queued',
          nextAttemptAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: emails.key })
  },

  /** The emails of an order, oldest first. */
  async ofOrder(placedOrderId: number): Promise<readonly OrderEmailSummary[]> {
    const rows = await db
      .select({
        id: emails.id,
        to: emails.recipient,
        subject: emails.subject,
        kind: emails.kind,
        status: emails.status,
        sentAt: emails.sentAt,
      })
      .from(emails)
      .where(eq(emails.placedOrderId, placedOrderId))
      .orderBy(asc(emails.id))
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      kind: decodeKind(r.kind),
      status: decodeStatus(r.status),
      sent_at: r.sentAt?.toISOString() ?? null,
    }))
  },

  /** One email of an order, or null. */
  async find(placedOrderId: number, id: number): Promise<StoredEmail | null> {
    const [row] = await db
      .select(rowEmail)
      .from(emails)
      .where(and(eq(emails.placedOrderId, placedOrderId), eq(emails.id, id)))
    if (row === undefined) return null
    const { id: rowId, key, kind, ...rest } = row
    return { id: rowId, key, email: { kind: decodeKind(kind), ...rest } }
  },

  /**
   * Where the order's confirmation stands: sent once any copy went, queued while one waits,
   * failed when all were given up on; undefined when none was queued.
   */
  async confirmationOf(
    placedOrderId: number,
    recipient: string,
  ): Promise<ConfirmationEmail | undefined> {
    // Staff hear of the order in an email of the same kind: only the customer's counts here.
    const rows = await db
      .select({ status: emails.status })
      .from(emails)
      .where(
        and(
          eq(emails.placedOrderId, placedOrderId),
          eq(emails.kind, 'order_placed'),
          eq(emails.recipient, recipient),
        ),
      )
    const statuses = rows.map((r) => decodeStatus(r.status))
    const status = (['sent', 'queued', 'failed'] as const).find((s) => statuses.includes(s))
    return status === undefined ? undefined : { status }
  },

  /**
   * Takes up to `limit` queued emails that are due and holds them until `leaseEnds`, counting the
   * attempt. Rows another process is taking are skipped, never waited for or taken twice.
   */
  async claim(now: Date, leaseEnds: Date, limit: number): Promise<readonly ClaimedEmail[]> {
    const due = db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.status, 'queued'), lte(emails.nextAttemptAt, now)))
      .orderBy(asc(emails.nextAttemptAt), asc(emails.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, nextAttemptAt: leaseEnds })
      .where(inArray(emails.id, due))
      .returning({ ...rowEmail, attempt: emails.attempts })
    return rows.map(({ kind: _kind, ...r }) => r).sort((a, b) => a.id - b.id)
  },

  /** Records a delivery, unless the attempt's lease ran out and another attempt began. */
  async markSent(claimed: ClaimedEmail, now: Date): Promise<void> {
    await db
      .update(emails)
      .set({
        status: 'sent',
        sentAt: now,
        lastError: null,
        textBody: bodyOnceGone(emails.textBody),
        htmlBody: bodyOnceGone(emails.htmlBody),
      })
      .where(and(eq(emails.id, claimed.id), eq(emails.attempts, claimed.attempt)))
  },

  /** Records a failed attempt: tried again at `retryAt`, or given up on when that is null. */
  async markFailed(claimed: ClaimedEmail, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(emails)
      .set(
        retryAt === null
          ? {
              status: 'failed',
              lastError: error,
              textBody: bodyOnceGone(emails.textBody),
              htmlBody: bodyOnceGone(emails.htmlBody),
            }
          : { nextAttemptAt: retryAt, lastError: error },
      )
      .where(
        and(
          eq(emails.id, claimed.id),
          eq(emails.attempts, claimed.attempt),
          eq(emails.status, 'queued'),
        ),
      )
  },
})

export type EmailRepository = ReturnType<typeof createEmailRepository>
