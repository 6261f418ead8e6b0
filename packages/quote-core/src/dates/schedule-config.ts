import type { BusinessCalendar } from './business-calendar'
import { DEFAULT_CALENDAR } from './business-calendar'

/** Product families with a production schedule. */
export type ProductKind = 'label' | 'carton'

/** Proof types of §7. */
export type ProofType = 'none' | 'digital' | 'printed'

/** Design services of §6 ('none' when no design work is ordered). */
export type DesignService = 'none' | 'edits' | 'recreation' | 'custom'

/** Turnaround constants of §6–§8; every schedule function takes them as an argument. */
export type ScheduleConfig = {
  /** `CUTOFF_ET` as minutes after Eastern midnight (§1.1, §8.2). */
  readonly cutoffMinutesEt: number
  /** `STD_DAYS`: Standard production business days (§8.3). */
  readonly standardDays: Readonly<Record<ProductKind, number>>
  /** `DELAY_NEW_SIZE`: extra days for a new or out-of-stock die (§8.3). */
  readonly newSizeDays: Readonly<Record<ProductKind, number>>
  /** Extra days when embossing (§3.7, §5.7, §8.3). */
  readonly embossingDays: number
  /** `PROOF_DAYS` by proof type (§7). */
  readonly proofDays: Readonly<Record<ProofType, number>>
  /** `DESIGN_DAYS` by design service, before the first proof (§6). */
  readonly designDays: Readonly<Record<DesignService, number>>
  /** Non-business days for production (§8.1). */
  readonly calendar: BusinessCalendar
}

/** The defaults of the pricing model. */
export const DEFAULT_SCHEDULE_CONFIG: ScheduleConfig = {
  cutoffMinutesEt: 10 * 60,
  standardDays: { label: 2, carton: 7 },
  newSizeDays: { label: 3, carton: 5 },
  embossingDays: 2,
  proofDays: { none: 0, digital: 1, printed: 3 },
  designDays: { none: 0, edits: 1, recreation: 2, custom: 5 },
  calendar: DEFAULT_CALENDAR,
}
