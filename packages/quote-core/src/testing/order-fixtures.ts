import { seedDies } from '../catalog/dies'
import type { DesignsOrder } from '../schema/designs-order'
import type { Order } from '../schema/order'
import type { OrderAction } from '../order/actions'
import { newOrder } from '../order/new-order'
import type { QuoteEnv } from '../rules/quote-env'
import { orderReducer } from '../order/reducer'

/** Test support: the seed die library and no account presets. */
export const testEnv: QuoteEnv = { dies: seedDies, account: null }

/** Test support: the order after a sequence of actions. */
export const run = (
  start: Order,
  actions: readonly OrderAction[],
  env: QuoteEnv = testEnv,
): Order => actions.reduce((s, a) => orderReducer(s, a, env), start)

/** Test support: a fresh label order after some actions. */
export const label = (...actions: OrderAction[]): Order => run(newOrder(1, testEnv), actions)
/** Test support: a fresh carton order after some actions. */
export const carton = (...actions: OrderAction[]): Order => run(newOrder(2, testEnv), actions)
/** Test support: a fresh design order after some actions. */
export const design = (...actions: OrderAction[]): Order => run(newOrder(3, testEnv), actions)

/** Test support: an uploaded artwork line. */
export const line = (
  id: number,
  qty: number,
  design: Partial<DesignsOrder['design']> = {},
): DesignsOrder => ({
  id,
  design_id: id + 100,
  qty,
  customer_filename: `art-${id}.pdf`,
  signed_url: null,
  design: {
    id: id + 100,
    customer_filename: `art-${id}.pdf`,
    is_linked: false,
    linked_design_id: null,
    print_sequence: null,
    ...design,
  },
  customer_filestack_id: null,
})
