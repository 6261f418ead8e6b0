import type { ShapeCategory } from '../catalog/shapes'
import type { DesignsOrder } from '../schema/designs-order'
import type { GraphicDesignOrderDetails } from '../schema/graphic-design'

type Toggle = { readonly on: boolean }
type Nothing = Readonly<Record<never, never>>

/**
 * Every customer gesture on an order, as an event (STYLE.md section 4: `order/eventInPastTense`,
 * one gesture = one action). Toggles carry the wanted state (`on`) so replaying one is
 * harmless. Dimensions are inches, as in docs/product.md.
 */
export type OrderPayloads = {
  readonly productTypeChanged: { readonly productTypeId: 1 | 2 | 3 }
  readonly materialSelected: { readonly substrateId: number | null }
  readonly laminateSelected: { readonly laminateId: number | null }
  readonly coatingToggled: Toggle
  readonly colorModeToggled: Toggle & { readonly colorId: number }
  readonly duplexToggled: Toggle
  readonly duplexColorSelected: { readonly colorId: number }
  readonly frontBackToggled: Toggle
  readonly blankToggled: Toggle
  readonly embossingToggled: Toggle
  readonly proofTypeSelected: { readonly proofTypeId: number }
  readonly printedProofOnlyToggled: Toggle
  readonly flatPrintedProofToggled: Toggle
  readonly shapeCategorySelected: { readonly category: ShapeCategory }
  readonly shapeSelected: { readonly shapeId: number }
  readonly cornersChanged: { readonly isSquareCorners: boolean }
  readonly sizeChanged: {
    readonly width?: number | null
    readonly length?: number | null
    readonly depth?: number | null
  }
  readonly dieSelected: { readonly dieId: number }
  readonly previousCustomSizeSelected: { readonly dieId: number }
  readonly formFactorSelected: { readonly formFactorId: number }
  readonly rollDirectionSelected: { readonly rollDirectionId: number }
  readonly rollOptionsToggled: Toggle
  readonly accountRollDefaultsApplied: Nothing
  readonly rollMaxDiameterChanged: { readonly inches: number | null }
  readonly rollMaxQuantityChanged: { readonly quantity: number | null }
  readonly fewestRollsToggled: Toggle
  readonly rollCoreSelected: { readonly rollId: number }
  readonly applicatorProfileSelected: { readonly profileId: number | null }
  readonly rollDirectionLockToggled: Toggle
  readonly quantitiesChanged: {
    readonly total_qty?: number | null
    readonly design_count?: number | null
    readonly design_qty?: number | null
  }
  readonly designQuantityChanged: { readonly designsOrderId: number; readonly qty: number }
  readonly designsSynced: { readonly designs_orders: readonly DesignsOrder[] }
  readonly designsLinked: { readonly designId1: number; readonly designId2: number }
  readonly linksCleared: Nothing
  readonly backingSelected: { readonly backingId: number }
  readonly highOpacityWhiteToggled: Toggle
  readonly highOpacityBlackToggled: Toggle
  readonly reversePrintToggled: Toggle
  readonly variableDataToggled: Toggle
  readonly variablePrintOnlyToggled: Toggle
  readonly variableDataRequestsChanged: { readonly text: string }
  readonly colorMatchingChanged: {
    readonly is_color_matching: boolean
    readonly pantone_qty: number
    readonly pantone_comments: string
  }
  readonly processingSelected: {
    readonly processingId: number
    /** Production days of the expedited service; null picks the first offered. */
    readonly expediteDays?: number | null
  }
  readonly notesChanged: {
    readonly comments_customer?: string
    readonly comments_preprinting?: string
  }
  readonly customerLabelChanged: { readonly customerLabel: string | null }
  readonly designTypeSelected: { readonly designTypeId: 1 | 2 | 3 | null }
  readonly designBriefChanged: Partial<GraphicDesignOrderDetails>
  readonly stylePickToggled: { readonly categoryId: number; readonly styleId: number }
  readonly paletteToggled: { readonly paletteId: number }
}

export type OrderEventName = keyof OrderPayloads

/** One order action: `{ type: 'order/<event>', payload }`. */
export type OrderActionOf<K extends OrderEventName> = {
  readonly type: `order/${K}`
  readonly payload: OrderPayloads[K]
}

/** The discriminated union of every order event. */
export type OrderAction = { [K in OrderEventName]: OrderActionOf<K> }[OrderEventName]

const creator =
  <K extends OrderEventName>(name: K) =>
  (payload: OrderPayloads[K]): OrderActionOf<K> => ({ type: `order/${name}`, payload })

/** Labels, Cartons or Design chosen in the product type picker. */
export const productTypeChanged = creator('productTypeChanged')
/** A material (substrate) chosen in the material grid, or none. */
export const materialSelected = creator('materialSelected')
/** A laminate chosen, or none. */
export const laminateSelected = creator('laminateSelected')
/** Moisture and Oil Resistant Coating switched on or off. */
export const coatingToggled = creator('coatingToggled')
/** Black Ink Only, White Ink Only or Double-Sided switched on or off. */
export const colorModeToggled = creator('colorModeToggled')
/** Carton duplex (printed inside) switched on or off. */
export const duplexToggled = creator('duplexToggled')
/** The inside colour of a duplex carton chosen. */
export const duplexColorSelected = creator('duplexColorSelected')
/** Label front/back printing switched on or off. */
export const frontBackToggled = creator('frontBackToggled')
/** Blank (unprinted) cartons switched on or off. */
export const blankToggled = creator('blankToggled')
/** Carton embossing switched on or off. */
export const embossingToggled = creator('embossingToggled')
/** No Proof, Digital Proof or Printed Proof chosen. */
export const proofTypeSelected = creator('proofTypeSelected')
/** Printed Proof Only switched on or off. */
export const printedProofOnlyToggled = creator('printedProofOnlyToggled')
/** Flat printed proof (cartons) switched on or off. */
export const flatPrintedProofToggled = creator('flatPrintedProofToggled')
/** A shape category tab chosen. */
export const shapeCategorySelected = creator('shapeCategorySelected')
/** A shape chosen within a category. */
export const shapeSelected = creator('shapeSelected')
/** Round Corners or Square Corners chosen. */
export const cornersChanged = creator('cornersChanged')
/** Width, length or depth entered (inches). */
export const sizeChanged = creator('sizeChanged')
/** A die chosen from the list, 'Use this Size' or Search By Die ID. */
export const dieSelected = creator('dieSelected')
/** One of the customer's previous custom sizes chosen. */
export const previousCustomSizeSelected = creator('previousCustomSizeSelected')
/** Machine Applied or Hand Applied chosen. */
export const formFactorSelected = creator('formFactorSelected')
/** The unwind direction of machine-applied rolls chosen. */
export const rollDirectionSelected = creator('rollDirectionSelected')
/** The roll-options checkbox switched on or off. */
export const rollOptionsToggled = creator('rollOptionsToggled')
/** Applies (or re-applies, the RESET link) the company account's roll presets. */
export const accountRollDefaultsApplied = (): OrderActionOf<'accountRollDefaultsApplied'> => ({
  type: 'order/accountRollDefaultsApplied',
  payload: {},
})
/** The maximum roll diameter committed (inches), or cleared. */
export const rollMaxDiameterChanged = creator('rollMaxDiameterChanged')
/** The maximum labels per roll committed, or cleared. */
export const rollMaxQuantityChanged = creator('rollMaxQuantityChanged')
/** Fewest Possible Rolls switched on or off. */
export const fewestRollsToggled = creator('fewestRollsToggled')
/** The roll core (3 in or 1 in) chosen. */
export const rollCoreSelected = creator('rollCoreSelected')
/** An applicator profile of the account chosen for the quote's rolls, or none. */
export const applicatorProfileSelected = creator('applicatorProfileSelected')
/** The unwind direction locked after checking it in the unwind preview, or unlocked. */
export const rollDirectionLockToggled = creator('rollDirectionLockToggled')
/** Total quantity, number of designs or quantity per design entered. */
export const quantitiesChanged = creator('quantitiesChanged')
/** The quantity of one uploaded design changed. */
export const designQuantityChanged = creator('designQuantityChanged')
/** The artwork lines reloaded from the server. */
export const designsSynced = creator('designsSynced')
/** Two uploaded designs paired (outside/front first). */
export const designsLinked = creator('designsLinked')
/** Unlinks every duplex or front/back pair of the order. */
export const linksCleared = (): OrderActionOf<'linksCleared'> => ({
  type: 'order/linksCleared',
  payload: {},
})
/** Paper or Poly (PET) backing chosen. */
export const backingSelected = creator('backingSelected')
/** High Opacity White switched on or off. */
export const highOpacityWhiteToggled = creator('highOpacityWhiteToggled')
/** High Opacity Black switched on or off. */
export const highOpacityBlackToggled = creator('highOpacityBlackToggled')
/** Reverse printing switched on or off. */
export const reversePrintToggled = creator('reversePrintToggled')
/** Variable data switched on or off. */
export const variableDataToggled = creator('variableDataToggled')
/** Variable print only switched on or off. */
export const variablePrintOnlyToggled = creator('variablePrintOnlyToggled')
/** The variable data special requests edited. */
export const variableDataRequestsChanged = creator('variableDataRequestsChanged')
/** Pantone colour matching edited. */
export const colorMatchingChanged = creator('colorMatchingChanged')
/** Standard or Expedited processing chosen. */
export const processingSelected = creator('processingSelected')
/** Additional Order Notes or artwork notes edited. */
export const notesChanged = creator('notesChanged')
/** The saved quote name changed. */
export const customerLabelChanged = creator('customerLabelChanged')
/** Artwork Edits, Artwork Recreation or Custom design chosen. */
export const designTypeSelected = creator('designTypeSelected')
/** Fields of the design brief edited. */
export const designBriefChanged = creator('designBriefChanged')
/** A design style picked or unpicked. */
export const stylePickToggled = creator('stylePickToggled')
/** A colour palette picked or unpicked. */
export const paletteToggled = creator('paletteToggled')
