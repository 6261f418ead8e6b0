import {
  cornersChanged,
  formFactorSelected,
  laminateSelected,
  materialSelected,
  quantitiesChanged,
  rollDirectionSelected,
  shapeSelected,
  sizeChanged,
  type OrderAction,
} from '@diecut/quote-core'

/**
 * A customer's gestures for a complete label quote: 2" x 3" round-corner rectangles on White
 * Plastic with Gloss, machine applied, top edge leading, 1 design of 1,000 (artwork later).
 */
export const labelGestures: readonly OrderAction[] = [
  materialSelected({ substrateId: 1 }),
  laminateSelected({ laminateId: 1 }),
  shapeSelected({ shapeId: 1 }),
  cornersChanged({ isSquareCorners: false }),
  sizeChanged({ width: 2, length: 3 }),
  formFactorSelected({ formFactorId: 1 }),
  rollDirectionSelected({ rollDirectionId: 1 }),
  quantitiesChanged({ design_count: 1, design_qty: 1000, total_qty: 1000 }),
]
