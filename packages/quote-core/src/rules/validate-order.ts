import { PRODUCT_TYPE } from '../catalog/ids'
import type { QuoteEnv } from './quote-env'
import type { Order } from '../schema/order'
import { checkComments } from './comments'
import { checkDesignCompleteness } from './design-completeness'
import type { Issue } from './issue'
import { checkOptions } from './check-options'
import { checkRollSettings } from './roll-settings'
import { checkSize } from './size-completeness'
import { checkStandardCompleteness } from './standard-completeness'

/**
 * Every rule that applies to the order's product type, in a fixed order: design orders get
 * design completeness; labels and cartons get size, options, roll settings (labels with roll
 * options on) and standard completeness. An empty list means the order is complete.
 */
export const validateOrder = (order: Order, env: QuoteEnv): readonly Issue[] => {
  if (order.product_type_id === PRODUCT_TYPE.design)
    return [...checkDesignCompleteness(order, env), ...checkComments(order)]
  return [
    ...checkSize(order, env),
    ...checkOptions(order, env),
    ...checkRollSettings(order, env),
    ...checkStandardCompleteness(order, env),
    ...checkComments(order),
  ]
}
