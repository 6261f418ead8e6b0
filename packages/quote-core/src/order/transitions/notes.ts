import type { Order } from '../../schema/order'
import { TEXT_LIMITS } from './print-options'
import { withFields } from '../../schema/with-fields'

/** order/notesChanged: Additional Order Notes and artwork notes; rejected beyond the stored length. */
export const applyNotesChanged = (
  state: Order,
  notes: { comments_customer?: string; comments_preprinting?: string },
): Order => {
  const { comments_customer: customer, comments_preprinting: preprinting } = notes
  if (customer !== undefined && customer.length > TEXT_LIMITS.comments_customer) return state
  if (preprinting !== undefined && preprinting.length > TEXT_LIMITS.comments_preprinting)
    return state
  return withFields(state, {
    ...(customer === undefined ? {} : { comments_customer: customer }),
    ...(preprinting === undefined ? {} : { comments_preprinting: preprinting }),
  })
}

/** order/customerLabelChanged: the saved quote's name (e.g. 'Saved Quote - {date} {time}'). */
export const applyCustomerLabelChanged = (state: Order, customerLabel: string | null): Order =>
  customerLabel !== null && customerLabel.length > TEXT_LIMITS.customer_label
    ? state
    : withFields(state, { customer_label: customerLabel })
