import type { Order } from '../schema/order'
import type { OrderAction } from './actions'
import { emptyEnv, type QuoteEnv } from './quote-env'
import { settleOrder } from './settle'
import { applyFormFactorSelected, applyRollDirectionSelected } from './transitions/application'
import {
  applyColorModeToggled,
  applyDuplexColorSelected,
  applyDuplexToggled,
  applyFrontBackToggled,
} from './transitions/color'
import { applyDesignsLinked, applyLinksCleared } from './transitions/design-links'
import {
  applyDesignBriefChanged,
  applyDesignTypeSelected,
  applyPaletteToggled,
  applyStylePickToggled,
} from './transitions/design-brief'
import { applyBlankToggled, applyEmbossingToggled } from './transitions/finishing'
import { applyCoatingToggled, applyLaminateSelected } from './transitions/laminate'
import { applyBackingSelected, applyMaterialSelected } from './transitions/material'
import { applyCustomerLabelChanged, applyNotesChanged } from './transitions/notes'
import {
  applyColorMatchingChanged,
  applyHighOpacityBlackToggled,
  applyHighOpacityWhiteToggled,
  applyReversePrintToggled,
  applyVariableDataRequestsChanged,
  applyVariableDataToggled,
  applyVariablePrintOnlyToggled,
} from './transitions/print-options'
import { applyProcessingSelected } from './transitions/processing'
import { applyProductTypeChanged } from './transitions/product-type'
import {
  applyFlatPrintedProofToggled,
  applyPrintedProofOnlyToggled,
  applyProofTypeSelected,
} from './transitions/proof'
import {
  applyDesignQuantityChanged,
  applyDesignsSynced,
  applyQuantitiesChanged,
} from './transitions/quantities'
import {
  applyFewestRollsToggled,
  applyRollCoreSelected,
  applyRollMaxDiameterChanged,
  applyRollMaxQuantityChanged,
  applyRollOptionsToggled,
} from './transitions/roll'
import { applyAccountRollDefaults } from './transitions/roll-defaults'
import {
  applyCornersChanged,
  applyShapeCategorySelected,
  applyShapeSelected,
} from './transitions/shape'
import {
  applyDieSelected,
  applyPreviousCustomSizeSelected,
  applySizeChanged,
} from './transitions/size'
import { valueEquals } from './value-equals'

const assertNever = (x: never): never => {
  throw new Error(`Unhandled order action: ${JSON.stringify(x)}`)
}

/** The raw transition of one action, before the settle step. */
const transition = (s: Order, a: OrderAction, env: QuoteEnv): Order => {
  switch (a.type) {
    case 'order/productTypeChanged':
      return applyProductTypeChanged(s, a.payload.productTypeId)
    case 'order/materialSelected':
      return applyMaterialSelected(s, a.payload.substrateId)
    case 'order/laminateSelected':
      return applyLaminateSelected(s, a.payload.laminateId)
    case 'order/coatingToggled':
      return applyCoatingToggled(s, a.payload.on)
    case 'order/colorModeToggled':
      return applyColorModeToggled(s, a.payload.colorId, a.payload.on)
    case 'order/duplexToggled':
      return applyDuplexToggled(s, a.payload.on)
    case 'order/duplexColorSelected':
      return applyDuplexColorSelected(s, a.payload.colorId)
    case 'order/frontBackToggled':
      return applyFrontBackToggled(s, a.payload.on)
    case 'order/blankToggled':
      return applyBlankToggled(s, a.payload.on)
    case 'order/embossingToggled':
      return applyEmbossingToggled(s, a.payload.on)
    case 'order/proofTypeSelected':
      return applyProofTypeSelected(s, a.payload.proofTypeId)
    case 'order/printedProofOnlyToggled':
      return applyPrintedProofOnlyToggled(s, a.payload.on)
    case 'order/flatPrintedProofToggled':
      return applyFlatPrintedProofToggled(s, a.payload.on)
    case 'order/shapeCategorySelected':
      return applyShapeCategorySelected(s, a.payload.category)
    case 'order/shapeSelected':
      return applyShapeSelected(s, a.payload.shapeId, env)
    case 'order/cornersChanged':
      return applyCornersChanged(s, a.payload.isSquareCorners, env)
    case 'order/sizeChanged':
      return applySizeChanged(s, a.payload, env)
    case 'order/dieSelected':
      return applyDieSelected(s, a.payload.dieId, env)
    case 'order/previousCustomSizeSelected':
      return applyPreviousCustomSizeSelected(s, a.payload.dieId, env)
    case 'order/formFactorSelected':
      return applyFormFactorSelected(s, a.payload.formFactorId, env)
    case 'order/rollDirectionSelected':
      return applyRollDirectionSelected(s, a.payload.rollDirectionId)
    case 'order/rollOptionsToggled':
      return applyRollOptionsToggled(s, a.payload.on)
    case 'order/accountRollDefaultsApplied':
      return applyAccountRollDefaults(s, env)
    case 'order/rollMaxDiameterChanged':
      return applyRollMaxDiameterChanged(s, a.payload.inches)
    case 'order/rollMaxQuantityChanged':
      return applyRollMaxQuantityChanged(s, a.payload.quantity)
    case 'order/fewestRollsToggled':
      return applyFewestRollsToggled(s, a.payload.on)
    case 'order/rollCoreSelected':
      return applyRollCoreSelected(s, a.payload.rollId)
    case 'order/quantitiesChanged':
      return applyQuantitiesChanged(s, a.payload)
    case 'order/designQuantityChanged':
      return applyDesignQuantityChanged(s, a.payload.designsOrderId, a.payload.qty)
    case 'order/designsSynced':
      return applyDesignsSynced(s, a.payload.designs_orders)
    case 'order/designsLinked':
      return applyDesignsLinked(s, a.payload.designId1, a.payload.designId2)
    case 'order/linksCleared':
      return applyLinksCleared(s)
    case 'order/backingSelected':
      return applyBackingSelected(s, a.payload.backingId)
    case 'order/highOpacityWhiteToggled':
      return applyHighOpacityWhiteToggled(s, a.payload.on)
    case 'order/highOpacityBlackToggled':
      return applyHighOpacityBlackToggled(s, a.payload.on)
    case 'order/reversePrintToggled':
      return applyReversePrintToggled(s, a.payload.on)
    case 'order/variableDataToggled':
      return applyVariableDataToggled(s, a.payload.on)
    case 'order/variablePrintOnlyToggled':
      return applyVariablePrintOnlyToggled(s, a.payload.on)
    case 'order/variableDataRequestsChanged':
      return applyVariableDataRequestsChanged(s, a.payload.text)
    case 'order/colorMatchingChanged':
      return applyColorMatchingChanged(s, a.payload)
    case 'order/processingSelected':
      return applyProcessingSelected(s, a.payload.processingId, a.payload.expediteDays)
    case 'order/notesChanged':
      return applyNotesChanged(s, a.payload)
    case 'order/customerLabelChanged':
      return applyCustomerLabelChanged(s, a.payload.customerLabel)
    case 'order/designTypeSelected':
      return applyDesignTypeSelected(s, a.payload.designTypeId)
    case 'order/designBriefChanged':
      return applyDesignBriefChanged(s, a.payload)
    case 'order/stylePickToggled':
      return applyStylePickToggled(s, a.payload.categoryId, a.payload.styleId)
    case 'order/paletteToggled':
      return applyPaletteToggled(s, a.payload.paletteId)
    default:
      return assertNever(a)
  }
}

/**
 * The order state machine: applies one event and settles the result (sanitize, automatic roll
 * settings, derived fields). An action that does not apply (unavailable option, unknown id,
 * no change) returns the same object. The status (100 in cart, 200 saved) is not switched on:
 * both stay editable (the cart's edit mode), and only adapters change it (SPEC.md section 4).
 */
export const orderReducer = (
  state: Order,
  action: OrderAction,
  env: QuoteEnv = emptyEnv,
): Order => {
  const next = transition(state, action, env)
  if (next === state) return state
  const settled = settleOrder(next, env)
  return valueEquals(settled, state) ? state : settled
}

/** Whether the action would change the order (XState's `can`). */
export const canApply = (state: Order, action: OrderAction, env: QuoteEnv = emptyEnv): boolean =>
  orderReducer(state, action, env) !== state
