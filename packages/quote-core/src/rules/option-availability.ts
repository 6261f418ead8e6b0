import { COLOR, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate, laminates, type Laminate } from '../catalog/laminates'
import { findSubstrate, type Substrate } from '../catalog/substrates'
import { materialProductType } from './order-kind'
import type { Order } from '../schema/order'

/** Whether an option can be chosen now and, when it cannot, the reason shown beside it. */
export type Availability =
  { readonly available: true } | { readonly available: false; readonly reason: string }

const yes: Availability = { available: true }
const no = (reason: string): Availability => ({ available: false, reason })

type OrderView = Pick<
  Order,
  | 'product_type_id'
  | 'substrate_id'
  | 'laminate_id'
  | 'is_blank'
  | 'is_duplex'
  | 'is_embossing'
  | 'color_id'
  | 'proof_type_id'
  | 'total_qty'
  | 'design_count'
  | 'designs_orders'
  | 'width'
  | 'length'
>

const isLabel = (o: OrderView) => o.product_type_id === PRODUCT_TYPE.label
const isCarton = (o: OrderView) => o.product_type_id === PRODUCT_TYPE.carton
const substrateOf = (o: OrderView): Substrate | undefined => findSubstrate(o.substrate_id)
const materialName = (o: OrderView) => substrateOf(o)?.label ?? 'this material'

/** Carton duplex (printing the inside): docs/product.md section 5, "Options". */
export const duplexAvailability = (o: OrderView): Availability => {
  if (!isCarton(o)) return no('Duplex is available for cartons only')
  if (o.is_blank) return no('Duplex is not available for blank cartons')
  const s = substrateOf(o)
  if (s !== undefined && !s.duplexCapable) return no(`Duplex is not available for ${s.label}`)
  return yes
}

/** Front/back (two designs printed on the two faces of a clear label). */
export const frontBackAvailability = (o: OrderView): Availability => {
  if (o.is_blank) return no('Front/Back is not available for blank cartons')
  if (!isLabel(o)) return no('Front/Back is available for labels only')
  const s = substrateOf(o)
  if (s === undefined || !s.clear) return no('Front/Back printing needs a clear material')
  return yes
}

/** Blank (unprinted) cartons. */
export const blankAvailability = (o: OrderView): Availability =>
  isCarton(o) ? yes : no('Blank is available for cartons only')

/**
 * Embossing is a carton option (docs/product.md section 5). Section 2 says a product-type change
 * keeps it "only for labels"; the two cannot both hold, and the option rule wins: an
 * embossed label never exists.
 */
export const embossingAvailability = (o: OrderView): Availability =>
  isCarton(o) ? yes : no('Embossing is available for cartons only')

/** All design quantities are 1 (or, with no designs uploaded, the total equals the count). */
export const everyDesignQuantityIsOne = (o: OrderView): boolean =>
  o.designs_orders.length > 0
    ? o.designs_orders.every((d) => d.qty === 1)
    : o.total_qty !== null && o.total_qty > 0 && o.total_qty === o.design_count

/** Printed Proof Only: a proof run with no production quantity. */
export const printedProofOnlyAvailability = (o: OrderView): Availability =>
  everyDesignQuantityIsOne(o)
    ? yes
    : no('Printed Proof Only is available when every design has a quantity of 1')

/** Flat printed proof (an unfolded carton sample). */
export const flatPrintedProofAvailability = (o: OrderView): Availability => {
  if (!isCarton(o)) return no('Flat printed proofs are available for cartons only')
  if (o.is_embossing) return no('Embossed cartons cannot choose flat printed proof')
  return yes
}

/** One laminate for the order's material. */
export const laminateAvailability = (o: OrderView, lam: Laminate): Availability => {
  if (lam.productTypeId !== o.product_type_id && o.product_type_id !== PRODUCT_TYPE.design)
    return no(`${lam.label} is not available for this product`)
  const s = substrateOf(o)
  if (s === undefined) return no('Select a material first')
  if (lam.productTypeId !== s.productTypeId)
    return no(`${lam.label} is not available for ${s.label}`)
  if (!s.needsLaminate && !lam.isNone) return no(`${s.label} is printed without a laminate`)
  if (s.needsLaminate && lam.isNone && lam.productTypeId === PRODUCT_TYPE.carton)
    return no(`${s.label} must be laminated`)
  if (s.excludedLaminateIds.includes(lam.id))
    return no(`${lam.label} is not available for ${s.label}`)
  return yes
}

/** Laminates of the order's material's product type, each with its availability. */
export const laminateOptions = (
  o: OrderView,
): readonly { laminate: Laminate; availability: Availability }[] => {
  const s = substrateOf(o)
  const productTypeId = s?.productTypeId ?? (o.product_type_id === PRODUCT_TYPE.carton ? 2 : 1)
  return laminates
    .filter((l) => l.productTypeId === productTypeId)
    .map((laminate) => ({ laminate, availability: laminateAvailability(o, laminate) }))
}

/** Whether the order's current laminate is one its material allows. */
export const currentLaminateAllowed = (o: OrderView): boolean => {
  const lam = findLaminate(o.laminate_id)
  return lam === undefined || laminateAvailability(o, lam).available
}

/** A colour mode: Black Ink Only, White Ink Only or Double-Sided. */
export const colorAvailability = (o: OrderView, colorId: number): Availability => {
  const s = substrateOf(o)
  switch (colorId) {
    case COLOR.fullColor:
      return yes
    case COLOR.blackOnly:
      // Only materials in Black Ink Only's list (docs/product.md section 4): none before one is chosen.
      if (s === undefined) return no('Select a material first')
      return s.blackInkCapable ? yes : no(`Black Ink Only is not available for ${s.label}`)
    case COLOR.whiteOnly:
      return s !== undefined && s.whiteInkCapable
        ? yes
        : no(`White Ink Only is not available for ${materialName(o)}`)
    case COLOR.doubleSided:
      if (!isLabel(o)) return no('Double-Sided printing is available for labels only')
      return s !== undefined && s.clear ? yes : no('Double-Sided printing needs a clear material')
    default:
      return no('Unknown colour option')
  }
}

/** Reverse (second-surface) printing, read through clear film. */
export const reversePrintAvailability = (o: OrderView): Availability => {
  if (!isLabel(o)) return no('Reverse Printing is available for labels only')
  const s = substrateOf(o)
  return s !== undefined && s.clear ? yes : no('Reverse Printing needs a clear material')
}

/** High Opacity White: labels on materials printed over white, unless Black Ink Only. */
export const highOpacityWhiteAvailability = (
  o: OrderView & Pick<Order, 'graphic_design_order_details'>,
): Availability => {
  // A label design order prepares the artwork's white plate (docs/product.md section 4, design quoter).
  if (materialProductType(o) !== PRODUCT_TYPE.label)
    return no('High Opacity White is available for labels only')
  const s = substrateOf(o)
  if (s === undefined || !s.needsWhiteUnderprint)
    return no(`High Opacity White is not needed on ${materialName(o)}`)
  if (o.color_id === COLOR.blackOnly)
    return no('High Opacity White is not available with Black Ink Only')
  return yes
}

/** High Opacity Black: a rich double black, pointless when only white ink is printed. */
export const highOpacityBlackAvailability = (o: OrderView): Availability => {
  if (o.color_id === COLOR.whiteOnly)
    return no('High Opacity Black is not available with White Ink Only')
  const s = substrateOf(o)
  if (s !== undefined && !s.blackInkCapable)
    return no(`High Opacity Black is not available for ${s.label}`)
  return yes
}

/** Moisture and Oil Resistant Coating: boards with a coated twin, never with duplex. */
export const coatingAvailability = (o: OrderView): Availability => {
  const s = substrateOf(o)
  if (s === undefined || (s.coatedVariantId === null && s.standardVariantId === null))
    return no(`Moisture and Oil Resistant Coating is not available for ${materialName(o)}`)
  if (o.is_duplex)
    return no('Moisture and Oil Resistant Coating is not available with duplex printing')
  return yes
}

/** Whether the order's material is the coated twin of a board. */
export const isCoated = (o: Pick<Order, 'substrate_id'>): boolean =>
  (findSubstrate(o.substrate_id)?.standardVariantId ?? null) !== null

/** Duplex (inside) colour choices for the order's material. */
export const duplexColorOptions = (o: OrderView): readonly number[] =>
  substrateOf(o)?.duplexColorIds ?? []

/** Backing choice (Paper or Poly (PET)) is offered only where the material allows it. */
export const backingAvailability = (o: OrderView): Availability => {
  if (!isLabel(o)) return no('Backing choice is available for labels only')
  const s = substrateOf(o)
  return s !== undefined && s.customizableBacking
    ? yes
    : no(`${materialName(o)} comes on its standard backing`)
}
