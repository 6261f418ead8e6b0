import { EXPEDITE_DAYS } from '../../catalog/enumerations'
import { PROCESSING } from '../../catalog/ids'
import type { Order } from '../../schema/order'
import { materialProductType } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

/**
 * Expedite days the order's product offers; a design order those of the label or carton its
 * brief is for.
 */
export const expediteDaysOf = (
  o: Pick<Order, 'product_type_id' | 'graphic_design_order_details'>,
): readonly number[] => EXPEDITE_DAYS[materialProductType(o)]

/**
 * order/processingSelected: Standard (no expedite days) or Expedited with one of the offered
 * production days; other days are rejected. No days given picks the first offered.
 */
export const applyProcessingSelected = (
  state: Order,
  processingId: number,
  expediteDays: number | null | undefined,
): Order => {
  if (processingId === PROCESSING.standard)
    return withFields(state, { processing_id: processingId, delay_expedite: null })
  if (processingId !== PROCESSING.expedited) return state
  const offered = expediteDaysOf(state)
  const days = expediteDays ?? offered[0]
  if (days === undefined || !offered.includes(days)) return state
  return withFields(state, { processing_id: processingId, delay_expedite: days })
}
