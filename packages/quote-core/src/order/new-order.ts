import { initialOrder } from '../schema/initial-order'
import type { Order } from '../schema/order'
import { emptyEnv, type QuoteEnv } from '../rules/quote-env'
import { settleOrder } from './settle'
import { restartMaterials } from './transitions/product-type'

/**
 * A fresh quote of a product, settled: cartons start on Bright White Paper SBS as the product
 * type picker starts them (docs/product.md section 2), design orders with an empty brief.
 */
export const newOrder = (productTypeId: 1 | 2 | 3 = 1, env: QuoteEnv = emptyEnv): Order =>
  settleOrder(restartMaterials(initialOrder(productTypeId)), env)
