import { describeSize, designTypes, PRODUCT_TYPE, type Order } from '@diecut/quote-core'

/** Whether an order is a design-service order (product type 3). */
export const isDesignOrder = (o: Order): boolean => o.product_type_id === PRODUCT_TYPE.design

/** How a design order reads in the cart and the added-to-cart modal. */
export const designLineOf = (o: Order) => {
  const gd = o.graphic_design_order_details
  const service = designTypes.find((t) => t.id === gd?.design_type_id)?.heading ?? 'Design'
  const product = gd?.design_product_type_id === PRODUCT_TYPE.carton ? 'Folding Carton' : 'Label'
  return {
    title: `${service} · ${product} Design`,
    rows: [
      ['Design service', service],
      ['For', product],
      ['Material', o.substrate_label || '–'],
      ['Size', describeSize(o) || '–'],
    ] as [string, string][],
    details: [o.substrate_label, describeSize(o)].filter(Boolean).join(' · '),
  }
}
