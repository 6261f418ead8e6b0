import type { BusinessCalendar } from './business-calendar'
import { isBusinessDay, nextBusinessDay } from './business-calendar'
import { toEasternTime } from './eastern-time'
import type { IsoDate } from './iso-date'

/** What `productionDay0` needs from the schedule configuration. */
export type CutoffConfig = {
  readonly cutoffMinutesEt: number
  readonly calendar: BusinessCalendar
}

/**
 * Production day 0 of §8.2: the Eastern order date if it is a business day and the order came
 * before the cut-off, otherwise the next business day after it.
 */
export const productionDay0 = (orderedAt: string, config: CutoffConfig): IsoDate => {
  const { date, secondOfDay } = toEasternTime(orderedAt)
  const beforeCutoff = secondOfDay < config.cutoffMinutesEt * 60
  return beforeCutoff && isBusinessDay(date, config.calendar)
    ? date
    : nextBusinessDay(date, config.calendar)
}
