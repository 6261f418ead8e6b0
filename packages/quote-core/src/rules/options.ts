import { COLOR, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import { findSubstrate } from '../catalog/substrates'
import type { QuoteEnv } from '../order/quote-env'
import type { Order } from '../schema/order'
import { checkPairs } from './artwork-pairs'
import { hasBlockingIssues, issue } from './issue'
import type { Issue } from './issue'
import {
  backingAvailability,
  blankAvailability,
  coatingAvailability,
  colorAvailability,
  duplexAvailability,
  duplexColorOptions,
  embossingAvailability,
  flatPrintedProofAvailability,
  frontBackAvailability,
  highOpacityBlackAvailability,
  highOpacityWhiteAvailability,
  isCoated,
  laminateAvailability,
  printedProofOnlyAvailability,
  reversePrintAvailability,
} from './option-availability'
import type { Availability } from './option-availability'
import { checkQuantities } from './quantities'
import { ROLL_QTY_NEEDS_QUANTITIES } from './roll-settings'
import { checkSize } from './size-completeness'

const unavailable = (category: string, a: Availability, field: string): Issue[] =>
  a.available ? [] : [issue(category, a.reason, { code: 'option_unavailable', path: [field] })]

// Double-Sided colour on labels is the same choice as front/back printing: the two must agree.
const doubleSidedIssues = (o: Order): Issue[] => {
  if (o.product_type_id !== PRODUCT_TYPE.label) return []
  const doubleSided = o.color_id === COLOR.doubleSided
  if (doubleSided === o.is_front_back) return []
  const message = doubleSided
    ? 'Turn on front/back printing to print Double-Sided labels'
    : 'Choose Double-Sided color to print front/back labels'
  return [
    issue('color_mode', message, {
      code: 'color_mode_mismatch',
      path: ['color_id', 'is_front_back'],
    }),
  ]
}

const duplexColorIssues = (o: Order): Issue[] => {
  // Only judged once duplex itself is allowed; otherwise the duplex issue says it all.
  if (!o.is_duplex || o.duplex_color_id === null || !duplexAvailability(o).available) return []
  if (duplexColorOptions(o).includes(o.duplex_color_id)) return []
  const material = findSubstrate(o.substrate_id)?.label ?? 'this material'
  return [
    issue('duplex', `This inside color is not available for ${material}`, {
      code: 'duplex_color_unavailable',
      path: ['duplex_color_id'],
    }),
  ]
}

const backingIssues = (o: Order): Issue[] => {
  const s = findSubstrate(o.substrate_id)
  // The material's own default backing is always fine; a different one needs the choice.
  if (
    o.substrate_backing_id === null ||
    s === undefined ||
    o.substrate_backing_id === s.defaultBackingId
  )
    return []
  return unavailable('backing', backingAvailability(o), 'substrate_backing_id')
}

/**
 * Every chosen option that is not available for the order (SPEC.md section 5, "Options"),
 * with the availability reason as message, plus the pairing rule of duplex and front/back.
 * Not-yet-chosen material or laminate is completeness, not an option error.
 */
export const checkOptions = (o: Order, _env?: QuoteEnv): Issue[] => {
  if (o.product_type_id === PRODUCT_TYPE.design) return []
  const lam = findLaminate(o.laminate_id)
  const hasMaterial = findSubstrate(o.substrate_id) !== undefined
  return [
    ...(o.is_blank ? unavailable('blank', blankAvailability(o), 'is_blank') : []),
    ...(o.is_duplex ? unavailable('duplex', duplexAvailability(o), 'is_duplex') : []),
    ...duplexColorIssues(o),
    ...(o.is_front_back
      ? unavailable('front_back', frontBackAvailability(o), 'is_front_back')
      : []),
    ...(o.is_embossing ? unavailable('embossing', embossingAvailability(o), 'is_embossing') : []),
    ...(lam !== undefined && hasMaterial
      ? unavailable('laminate', laminateAvailability(o, lam), 'laminate_id')
      : []),
    ...(o.color_id !== null && hasMaterial
      ? unavailable('color_mode', colorAvailability(o, o.color_id), 'color_id')
      : []),
    ...doubleSidedIssues(o),
    ...(o.is_reverse_print
      ? unavailable('reverse_print', reversePrintAvailability(o), 'is_reverse_print')
      : []),
    ...(o.is_high_opacity_white
      ? unavailable('high_opacity_white', highOpacityWhiteAvailability(o), 'is_high_opacity_white')
      : []),
    ...(o.is_high_opacity_black
      ? unavailable('high_opacity_black', highOpacityBlackAvailability(o), 'is_high_opacity_black')
      : []),
    ...(isCoated(o) ? unavailable('coating', coatingAvailability(o), 'substrate_id') : []),
    ...backingIssues(o),
    ...(o.is_printed_proof_only
      ? unavailable('proof', printedProofOnlyAvailability(o), 'is_printed_proof_only')
      : []),
    ...(o.is_flat_printed_proof === 1
      ? unavailable('proof', flatPrintedProofAvailability(o), 'is_flat_printed_proof')
      : []),
    ...checkPairs(o),
  ]
}

/**
 * Qty on Roll (the roll options checkbox): labels only, and disabled while size or
 * total-quantity errors exist (SPEC.md section 5).
 */
export const qtyOnRollAvailability = (o: Order, env: QuoteEnv): Availability => {
  if (o.product_type_id !== PRODUCT_TYPE.label)
    return { available: false, reason: 'Qty on Roll is available for labels only' }
  if (hasBlockingIssues(checkSize(o, env)))
    return {
      available: false,
      reason: 'Choose a valid size before setting the quantity on each roll',
    }
  const noTotal = o.total_qty === null || o.total_qty <= 0
  if (noTotal || hasBlockingIssues(checkQuantities(o)))
    return {
      available: false,
      reason: ROLL_QTY_NEEDS_QUANTITIES,
    }
  return { available: true }
}

/** Add to Cart is enabled only for a complete order while nothing is saving or adding. */
export const canAddToCart = (
  errors: readonly Issue[],
  state: { readonly saving: boolean; readonly adding: boolean },
): boolean => !state.saving && !state.adding && !hasBlockingIssues(errors)

/** Save Quote is disabled when a comments error exists or no material is chosen. */
export const canSaveQuote = (o: Pick<Order, 'substrate_id'>, errors: readonly Issue[]): boolean =>
  o.substrate_id !== null && !errors.some((e) => e.category === 'comments')
