import { toEasternTime } from '../dates/eastern-time'
import { dateParts } from '../dates/iso-date'

/**
 * The default name of a saved quote, 'Saved Quote - {date} {time}' (docs/product.md section 7), in the
 * store's time zone (ET), e.g. 'Saved Quote - 11/21/2026 1:05 PM'. The server names a quote
 * this way when none is given; the storefront shows the same name before it saves.
 */
export const savedQuoteLabel = (nowIso: string): string => {
  const { date, secondOfDay } = toEasternTime(nowIso)
  const { year, month, day } = dateParts(date)
  const minutes = Math.floor(secondOfDay / 60)
  const hour24 = Math.floor(minutes / 60)
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12
  const minute = String(minutes % 60).padStart(2, '0')
  const pad = (n: number) => String(n).padStart(2, '0')
  return `Saved Quote - ${pad(month)}/${pad(day)}/${year} ${hour12}:${minute} ${hour24 < 12 ? 'AM' : 'PM'}`
}

/** The customer's name for a saved quote, or the default name when it is missing or blank. */
export const saveLabelOrDefault = (customerLabel: string | null, nowIso: string): string =>
  customerLabel === null || customerLabel.trim() === '' ? savedQuoteLabel(nowIso) : customerLabel
