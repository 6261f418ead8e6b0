import type { DesignsOrder } from '../../schema/designs-order'
import type { Order } from '../../schema/order'
import { clearDesignLinks, isPaired } from '../../rules/order-kind'
import { withFields } from '../../schema/with-fields'

const unlinked = (l: DesignsOrder): DesignsOrder => ({
  ...l,
  design: { ...l.design, is_linked: false, linked_design_id: null, print_sequence: null },
})

/**
 * order/designsLinked: two uploaded designs become a pair, the first printed outside/front
 * (sequence 1), the second inside/back (sequence 2). Their former partners are unlinked.
 * Pairs exist only in duplex or front/back mode (docs/product.md section 4).
 */
export const applyDesignsLinked = (state: Order, designId1: number, designId2: number): Order => {
  if (!isPaired(state) || designId1 === designId2) return state
  const ids = state.designs_orders.map((l) => l.design.id)
  if (!ids.includes(designId1) || !ids.includes(designId2)) return state
  const involved = (l: DesignsOrder) =>
    l.design.id === designId1 ||
    l.design.id === designId2 ||
    l.design.linked_design_id === designId1 ||
    l.design.linked_design_id === designId2
  const lines = state.designs_orders.map((l) => {
    if (l.design.id === designId1 || l.design.id === designId2) {
      const first = l.design.id === designId1
      return {
        ...l,
        design: {
          ...l.design,
          is_linked: true,
          linked_design_id: first ? designId2 : designId1,
          print_sequence: first ? (1 as const) : (2 as const),
        },
      }
    }
    return involved(l) ? unlinked(l) : l
  })
  return withFields(state, { designs_orders: lines })
}

/** order/linksCleared: every pair unlinked (POST /account/designs/clear-order-links). */
export const applyLinksCleared = (state: Order): Order =>
  withFields(state, { designs_orders: clearDesignLinks(state.designs_orders) })
