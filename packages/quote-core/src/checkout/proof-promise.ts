import {
  nextBusinessDay,
  type BusinessCalendar,
  DEFAULT_CALENDAR,
} from '../dates/business-calendar'
import { formatShipDue } from '../dates/ship-schedule'
import { easternOffsetSeconds, toEasternTime } from '../dates/eastern-time'
import { fromEpochDay, toEpochDay, type IsoDate } from '../dates/iso-date'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'

/**
 * The proof turnaround the shop promises: a proof is ready by noon Eastern on the business day
 * after its artwork (or the customer's request for changes) came in, as trade label printers
 * promise next-day proofs.
 */
export const PROOF_TURNAROUND = { businessDays: 1, byHourEt: 12 } as const

/** A proof's deadline: the Eastern day, and the instant (noon Eastern that day). */
export type ProofDeadline = { readonly date: IsoDate; readonly at: string }

const HOUR = 3_600
const DAY = 86_400

/** The instant of a wall-clock hour on an Eastern day (noon is never near a DST change). */
const easternInstant = (date: IsoDate, hour: number): string => {
  const local = toEpochDay(date) * DAY + hour * HOUR
  const utc = local - easternOffsetSeconds(local + 5 * HOUR)
  const day = Math.floor(utc / DAY)
  const s = utc - day * DAY
  const hh = String(Math.floor(s / HOUR)).padStart(2, '0')
  const mm = String(Math.floor((s % HOUR) / 60)).padStart(2, '0')
  return `${fromEpochDay(day)}T${hh}:${mm}:00.000Z`
}

/** When a proof is due whose work came in at `since` (see PROOF_TURNAROUND). */
export const proofDueAfter = (
  since: string,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): ProofDeadline => {
  const date = nextBusinessDay(toEasternTime(since).date, calendar)
  return { date, at: easternInstant(date, PROOF_TURNAROUND.byHourEt) }
}

/** The history's note when an item's artwork arrives after checkout starts with this. */
export const artworkReceivedNotePrefix = (orderId: number): string =>
  `Artwork received for item ${orderId} (`

/** The history's note of a request for changes starts with this. */
export const changesRequestedNotePrefix = (orderId: number): string =>
  `Changes requested for item ${orderId}:`

/** Whether staff owe this line a proof now: its artwork is in and no proof waits on the customer. */
const owesProof = (line: PlacedOrderLine): boolean =>
  line.proof_status === 'awaiting_proof' || line.proof_status === 'changes_requested'

/** Since when staff owe a line its proof: the latest artwork or change request, else checkout. */
const owedSince = (order: PlacedOrder, line: PlacedOrderLine): string => {
  const prefixes = [
    artworkReceivedNotePrefix(line.order_id),
    changesRequestedNotePrefix(line.order_id),
  ]
  const last = [...order.events].reverse().find((e) => prefixes.some((p) => e.note.startsWith(p)))
  return last?.at ?? order.placed_at
}

/**
 * The earliest proof deadline of the order's lines that wait on staff for a proof, or null when
 * none does (proofs out for review, artwork still to come, or past prepress).
 */
export const proofDueOf = (
  order: PlacedOrder,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): ProofDeadline | null => {
  if (order.status === 'cancelled') return null
  const deadlines = order.lines
    .filter(owesProof)
    .map((l) => proofDueAfter(owedSince(order, l), calendar))
  return deadlines.reduce<ProofDeadline | null>(
    (first, d) => (first === null || d.at < first.at ? d : first),
    null,
  )
}

/** A proof is owed past its deadline. */
export const isProofOverdue = (
  order: PlacedOrder,
  now: string,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): boolean => {
  const due = proofDueOf(order, calendar)
  return due !== null && due.at < now
}

/** The deadline in words: "noon ET on Wed, Dec 9". */
export const formatProofDeadline = (d: ProofDeadline): string =>
  `noon ET on ${formatShipDue(d.date)}`

/** A deadline instant (a board's `proof_due`) in words, in the shop's time zone. */
export const formatProofDueAt = (at: string): string =>
  formatProofDeadline({ date: toEasternTime(at).date, at })

/**
 * What the customer is promised about the first proof, or null once no proof is owed: the
 * deadline when the artwork is in, else the turnaround that starts with the artwork.
 */
export const proofPromise = (
  order: PlacedOrder,
  calendar: BusinessCalendar = DEFAULT_CALENDAR,
): string | null => {
  const due = proofDueOf(order, calendar)
  if (due !== null) return `Your proof will be ready by ${formatProofDeadline(due)}.`
  if (order.status === 'awaiting_artwork')
    return 'Your proof will be ready by noon ET on the business day after we receive your artwork.'
  return null
}
