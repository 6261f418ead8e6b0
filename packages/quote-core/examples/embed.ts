import {
  evaluateOrder,
  formatCents,
  formatMills,
  FORM_FACTOR,
  LABEL_LAMINATE,
  LABEL_SUBSTRATE,
  laminateSelected,
  materialSelected,
  newOrder,
  orderReducer,
  PRODUCT_TYPE,
  quantitiesChanged,
  seedDies,
  SHAPE,
  shapeSelected,
  sizeChanged,
  formFactorSelected,
  type Order,
  type OrderAction,
} from '@diecut/quote-core'

/** What the rules need besides the order: the die library and the customer's presets. */
const env = { dies: seedDies, account: null }

/** Builds a 2" x 3" White Paper label order from customer gestures, then validates and prices it. */
export const quoteLabels = (quantity: number, now: string) => {
  const gestures: OrderAction[] = [
    materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper }),
    laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
    shapeSelected({ shapeId: SHAPE.rectangle }),
    sizeChanged({ width: 2, length: 3 }),
    formFactorSelected({ formFactorId: FORM_FACTOR.handApplied }),
    quantitiesChanged({ total_qty: quantity, design_count: 1 }),
  ]
  // Each gesture is one action; a rejected action returns the very same order object.
  const order: Order = gestures.reduce(
    (state, action) => orderReducer(state, action, env),
    newOrder(PRODUCT_TYPE.label, env),
  )
  // The clock is an argument: the core never reads one.
  const { order: quoted, errors, quote } = evaluateOrder(order, { env, now })
  return {
    errors: errors.map((e) => `${e.category}: ${e.message}`),
    total: quote === null ? null : formatCents(quote.totalCents),
    each: quote === null ? null : formatMills(quote.unitPriceMills),
    shipsBy: quoted.ship_due_formatted,
  }
}

console.log(quoteLabels(1000, '2026-03-04T14:30:00Z'))
