import type { Order } from '../schema/order'
import type { OrderAction, OrderActionOf, OrderEventName, OrderPayloads } from './actions'
import { orderChangeRefusal } from './change-refusal'
import { emptyEnv, type QuoteEnv } from '../rules/quote-env'
import { settleOrder } from './settle'
import { applyFormFactorSelected, applyRollDirectionSelected } from './transitions/application'
import {
  applyApplicatorProfileSelected,
  applyRollDirectionLockToggled,
  unlessDirectionLocked,
} from './transitions/applicator-profile'
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
import { valueEquals } from '../schema/value-equals'

/** How one event changes the order, before the settle step. */
type Transition<K extends OrderEventName> = (
  state: Order,
  payload: OrderPayloads[K],
  env: QuoteEnv,
) => Order

/**
 * The transition of every event, each delegating to a small `applyX` in transitions/. The
 * mapped type keeps the table exhaustive: an event without a row does not compile.
 */
const transitions: { readonly [K in OrderEventName]: Transition<K> } = {
  productTypeChanged: (s, p) => applyProductTypeChanged(s, p.productTypeId),
  materialSelected: (s, p) => applyMaterialSelected(s, p.substrateId),
  laminateSelected: (s, p) => applyLaminateSelected(s, p.laminateId),
  coatingToggled: (s, p) => applyCoatingToggled(s, p.on),
  colorModeToggled: (s, p) => applyColorModeToggled(s, p.colorId, p.on),
  duplexToggled: (s, p) => applyDuplexToggled(s, p.on),
  duplexColorSelected: (s, p) => applyDuplexColorSelected(s, p.colorId),
  frontBackToggled: (s, p) => applyFrontBackToggled(s, p.on),
  blankToggled: (s, p) => applyBlankToggled(s, p.on),
  embossingToggled: (s, p) => applyEmbossingToggled(s, p.on),
  proofTypeSelected: (s, p) => applyProofTypeSelected(s, p.proofTypeId),
  printedProofOnlyToggled: (s, p) => applyPrintedProofOnlyToggled(s, p.on),
  flatPrintedProofToggled: (s, p) => applyFlatPrintedProofToggled(s, p.on),
  shapeCategorySelected: (s, p) => applyShapeCategorySelected(s, p.category),
  shapeSelected: (s, p, env) => applyShapeSelected(s, p.shapeId, env),
  cornersChanged: (s, p, env) => applyCornersChanged(s, p.isSquareCorners, env),
  sizeChanged: (s, p, env) => applySizeChanged(s, p, env),
  dieSelected: (s, p, env) => applyDieSelected(s, p.dieId, env),
  previousCustomSizeSelected: (s, p, env) => applyPreviousCustomSizeSelected(s, p.dieId, env),
  formFactorSelected: (s, p, env) => applyFormFactorSelected(s, p.formFactorId, env),
  rollDirectionSelected: (s, p) =>
    unlessDirectionLocked(applyRollDirectionSelected)(s, p.rollDirectionId),
  rollOptionsToggled: (s, p) => applyRollOptionsToggled(s, p.on),
  accountRollDefaultsApplied: (s, _, env) => applyAccountRollDefaults(s, env),
  rollMaxDiameterChanged: (s, p) => applyRollMaxDiameterChanged(s, p.inches),
  rollMaxQuantityChanged: (s, p) => applyRollMaxQuantityChanged(s, p.quantity),
  fewestRollsToggled: (s, p) => applyFewestRollsToggled(s, p.on),
  rollCoreSelected: (s, p) => applyRollCoreSelected(s, p.rollId),
  applicatorProfileSelected: (s, p) => applyApplicatorProfileSelected(s, p.profileId),
  rollDirectionLockToggled: (s, p) => applyRollDirectionLockToggled(s, p.on),
  quantitiesChanged: (s, p) => applyQuantitiesChanged(s, p),
  designQuantityChanged: (s, p) => applyDesignQuantityChanged(s, p.designsOrderId, p.qty),
  designsSynced: (s, p) => applyDesignsSynced(s, p.designs_orders),
  designsLinked: (s, p) => applyDesignsLinked(s, p.designId1, p.designId2),
  linksCleared: (s) => applyLinksCleared(s),
  backingSelected: (s, p) => applyBackingSelected(s, p.backingId),
  highOpacityWhiteToggled: (s, p) => applyHighOpacityWhiteToggled(s, p.on),
  highOpacityBlackToggled: (s, p) => applyHighOpacityBlackToggled(s, p.on),
  reversePrintToggled: (s, p) => applyReversePrintToggled(s, p.on),
  variableDataToggled: (s, p) => applyVariableDataToggled(s, p.on),
  variablePrintOnlyToggled: (s, p) => applyVariablePrintOnlyToggled(s, p.on),
  variableDataRequestsChanged: (s, p) => applyVariableDataRequestsChanged(s, p.text),
  colorMatchingChanged: (s, p) => applyColorMatchingChanged(s, p),
  processingSelected: (s, p) => applyProcessingSelected(s, p.processingId, p.expediteDays),
  notesChanged: (s, p) => applyNotesChanged(s, p),
  customerLabelChanged: (s, p) => applyCustomerLabelChanged(s, p.customerLabel),
  designTypeSelected: (s, p) => applyDesignTypeSelected(s, p.designTypeId),
  designBriefChanged: (s, p) => applyDesignBriefChanged(s, p),
  stylePickToggled: (s, p) => applyStylePickToggled(s, p.categoryId, p.styleId),
  paletteToggled: (s, p) => applyPaletteToggled(s, p.paletteId),
}

/** The raw transition of one action, before the settle step. */
const transition = <K extends OrderEventName>(
  s: Order,
  a: OrderActionOf<K>,
  env: QuoteEnv,
): Order => {
  const event = a.type.slice('order/'.length)
  if (!Object.hasOwn(transitions, event)) {
    throw new Error(`Unhandled order action: ${JSON.stringify(a)}`)
  }
  return transitions[event as K](s, a.payload, env)
}

/**
 * The order state machine: applies one event and settles the result (sanitize, automatic roll
 * settings, derived fields). An action that does not apply (unavailable option, unknown id,
 * no change) returns the same object. In the cart (100) and saved (200) an order stays editable
 * (the cart's edit mode); a placed order (300) ignores every event: it is what the customer
 * committed to (orderChangeRefusal). Only adapters change the status (docs/product.md section 4).
 */
export const orderReducer = (
  state: Order,
  action: OrderAction,
  env: QuoteEnv = emptyEnv,
): Order => {
  if (orderChangeRefusal(state) !== null) return state
  const next = transition(state, action, env)
  if (next === state) return state
  const settled = settleOrder(next, env)
  return valueEquals(settled, state) ? state : settled
}

/** Whether the action would change the order (XState's `can`). */
export const canApply = (state: Order, action: OrderAction, env: QuoteEnv = emptyEnv): boolean =>
  orderReducer(state, action, env) !== state
