import { addBusinessDays } from './business-calendar'
import { formatShortDay } from './day-formats'
import type { IsoDate } from './iso-date'
import { productionDay0 } from './production-day'
import type { ProductKind, ScheduleConfig } from './schedule-config'
import { DEFAULT_SCHEDULE_CONFIG } from './schedule-config'

/** Inputs of the §8.2–§8.3 schedule; day counts come from `ScheduleConfig` lookups. */
export type ShipScheduleInput = {
  /** ISO-8601 instant of the order (or of the actual proof approval when re-scheduling, §7). */
  readonly orderedAt: string
  readonly product: ProductKind
  /** `PROOF_DAYS` (config.proofDays[proofType]). */
  readonly proofDays: number
  /** `DESIGN_DAYS` (config.designDays[service]). */
  readonly designDays: number
  /** Expedited production days chosen (§8.4); omit for Standard (`STD_DAYS`). */
  readonly productionDays?: number
  /** A new die is needed, or the library die is out of stock (§8.3). */
  readonly newDie: boolean
  readonly embossing: boolean
}

/** The order's delay fields (docs/product.md section 3), in business days, as mapped by §8.3. */
export type ScheduleDelays = {
  readonly delay_standard: number
  /** The chosen expedited production days; null for Standard (0 is a valid same-day value). */
  readonly delay_expedite: number | null
  readonly delay_processing: number
  readonly delay_new_size: number
  /** proof + design + processing + new size + embossing. */
  readonly delay_total: number
}

export type ShipSchedule = {
  readonly day0: IsoDate
  readonly approvalDay: IsoDate
  /** `ship_due_date`. */
  readonly shipDate: IsoDate
  readonly delays: ScheduleDelays
}

/** Production day 0, proof approval day and ship date of an order (§8.2–§8.3). */
export const shipSchedule = (
  input: ShipScheduleInput,
  config: ScheduleConfig = DEFAULT_SCHEDULE_CONFIG,
): ShipSchedule => {
  const day0 = productionDay0(input.orderedAt, config)
  const approvalDay = addBusinessDays(day0, input.proofDays + input.designDays, config.calendar)
  const standard = config.standardDays[input.product]
  const processing = input.productionDays ?? standard
  const newSize = input.newDie ? config.newSizeDays[input.product] : 0
  const embossing = input.embossing ? config.embossingDays : 0
  // Die lead time and embossing run after approval and are never compressed by expediting (§8.4).
  const shipDate = addBusinessDays(approvalDay, processing + newSize + embossing, config.calendar)
  return {
    day0,
    approvalDay,
    shipDate,
    delays: {
      delay_standard: standard,
      delay_expedite: input.productionDays ?? null,
      delay_processing: processing,
      delay_new_size: newSize,
      delay_total: input.proofDays + input.designDays + processing + newSize + embossing,
    },
  }
}

/**
 * `ship_due_formatted`: short weekday, short month and day without padding or year, in
 * US English ('Wed, Mar 12'); the year is omitted because ship dates are weeks away at most.
 */
export const formatShipDue = formatShortDay
