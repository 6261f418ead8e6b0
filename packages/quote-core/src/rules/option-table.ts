import { BACKING, COLOR, EMBOSSING_TYPE, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate, laminateSubstrateSwaps, noLaminateId } from '../catalog/laminates'
import { findSubstrate } from '../catalog/substrates'
import { clearDesignLinks } from './order-kind'
import { withFields } from '../schema/with-fields'
import type { Order } from '../schema/order'
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
import { issue } from './issue'
import type { Issue } from './issue'

/**
 * One option an order may carry only where it is available (docs/product.md section 5, "Options").
 * Validation reports it, sanitising drops it and the contradiction check flags it, all from
 * this one row.
 */
export type OrderOption = {
  /** The issue category when the option is chosen but not available. */
  readonly category: string
  /** The field the issue points at. */
  readonly field: keyof Order & string
  readonly chosen: (o: Order) => boolean
  readonly availability: (o: Order) => Availability
  /**
   * Judged only once a material is chosen: before that, the missing material is the
   * completeness issue and the option is not an error.
   */
  readonly afterMaterial?: boolean
  /** The order without the option: what sanitising leaves when it is not available. */
  readonly drop: (o: Order) => Order
  /** Brings the option's paired fields into agreement; runs after `drop` was considered. */
  readonly settle?: (o: Order) => Order
  /** Issues of the fields paired with the option, reported right after its own. */
  readonly pairIssues?: (o: Order) => Issue[]
}

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

const yes: Availability = { available: true }

const flag = <K extends keyof Order>(
  category: string,
  field: K & string,
  availability: (o: Order) => Availability,
  off: Order[K],
): OrderOption => ({
  category,
  field,
  chosen: (o) => o[field] !== off,
  availability,
  drop: (o) => withFields(o, { [field]: off } as Partial<Order>),
})

// Full Color is always offered (substrates.ts `duplexColorIds`), even before a board is chosen.
const settleDuplexColor = (o: Order): Order => {
  if (!o.is_duplex) return withFields(o, { duplex_color_id: null })
  const c = o.duplex_color_id
  const ok = c === COLOR.fullColor || (c !== null && duplexColorOptions(o).includes(c))
  return ok ? o : { ...o, duplex_color_id: COLOR.fullColor }
}

/** Front/back off: Double-Sided goes with it and every pair is unlinked (docs/product.md section 4). */
export const frontBackOff = (state: Order): Order =>
  !state.is_front_back && state.color_id !== COLOR.doubleSided
    ? state
    : {
        ...state,
        is_front_back: false,
        color_id: state.color_id === COLOR.doubleSided ? null : state.color_id,
        designs_orders: clearDesignLinks(state.designs_orders),
      }

const embossingTypes: readonly number[] = Object.values(EMBOSSING_TYPE)

/** The embossing type an order carries: a known type while embossed (Identical by default), else none. */
export const embossingTypeOf = (
  o: Pick<Order, 'is_embossing' | 'embossing_type_id'>,
): number | null =>
  !o.is_embossing
    ? null
    : o.embossing_type_id !== null && embossingTypes.includes(o.embossing_type_id)
      ? o.embossing_type_id
      : EMBOSSING_TYPE.identical

/** A material printed without a laminate carries the no-laminate id; unknown ids are cleared. */
const settleLaminate = (o: Order): Order => {
  const s = findSubstrate(o.substrate_id)
  if (s !== undefined && !s.needsLaminate)
    return withFields(o, { laminate_id: noLaminateId(s.productTypeId) })
  if (o.laminate_id === null) return o
  const lam = findLaminate(o.laminate_id)
  if (lam === undefined) return { ...o, laminate_id: null }
  // A laminate that would have moved the board (carton Leather) is not run on the board it leaves.
  const needsOtherBoard = laminateSubstrateSwaps.some(
    (r) =>
      r.laminateId === lam.id &&
      o.substrate_id !== null &&
      r.fromSubstrateIds.includes(o.substrate_id),
  )
  return needsOtherBoard ? { ...o, laminate_id: null } : o
}

/** Full colour is stored as no colour id. */
const settleColor = (o: Order): Order =>
  o.color_id === COLOR.fullColor ? frontBackOff({ ...o, color_id: null }) : o

/** Double-Sided colour and front/back printing are one choice on labels: they must agree. */
const settleFrontBack = (o: Order): Order => {
  const doubleSided = o.color_id === COLOR.doubleSided
  if (o.is_front_back && !doubleSided) return { ...o, color_id: COLOR.doubleSided }
  if (!o.is_front_back && doubleSided)
    return frontBackAvailability(o).available
      ? { ...o, is_front_back: true, designs_orders: clearDesignLinks(o.designs_orders) }
      : { ...o, color_id: null }
  return o
}

/** The material's own backing: label materials have one, cartons none. */
export const defaultBackingOf = (o: Pick<Order, 'substrate_id'>): number | null => {
  const s = findSubstrate(o.substrate_id)
  return s?.productTypeId === PRODUCT_TYPE.label ? s.defaultBackingId : null
}

const backings: readonly (number | null)[] = Object.values(BACKING)

const settleBacking = (o: Order): Order =>
  backings.includes(o.substrate_backing_id)
    ? o
    : withFields(o, { substrate_backing_id: defaultBackingOf(o) })

/**
 * Every option, in the order its issues are reported and in dependency order: each option's
 * availability reads only fields the rows above it have settled (duplex and front/back read
 * blank, coating reads duplex and moves the board the laminate and colour rows read, flat
 * proofs read embossing). Double-Sided colour is settled with front/back on the colour row.
 */
export const ORDER_OPTIONS: readonly OrderOption[] = [
  flag('blank', 'is_blank', blankAvailability, false),
  {
    ...flag('duplex', 'is_duplex', duplexAvailability, false),
    drop: (o) => ({
      ...o,
      is_duplex: false,
      duplex_color_id: null,
      designs_orders: clearDesignLinks(o.designs_orders),
    }),
    settle: settleDuplexColor,
    pairIssues: duplexColorIssues,
  },
  {
    ...flag('front_back', 'is_front_back', frontBackAvailability, false),
    drop: frontBackOff,
  },
  {
    ...flag('embossing', 'is_embossing', embossingAvailability, false),
    drop: (o) => withFields(o, { is_embossing: false, embossing_type_id: null }),
    settle: (o) => withFields(o, { embossing_type_id: embossingTypeOf(o) }),
  },
  {
    category: 'coating',
    field: 'substrate_id',
    chosen: isCoated,
    availability: coatingAvailability,
    // The coating is dropped by moving to the standard board.
    drop: (o) => ({ ...o, substrate_id: findSubstrate(o.substrate_id)?.standardVariantId ?? null }),
  },
  {
    category: 'laminate',
    field: 'laminate_id',
    chosen: (o) => findLaminate(o.laminate_id) !== undefined,
    availability: (o) => {
      const lam = findLaminate(o.laminate_id)
      return lam === undefined ? yes : laminateAvailability(o, lam)
    },
    afterMaterial: true,
    drop: (o) => ({ ...o, laminate_id: null }),
    settle: settleLaminate,
  },
  {
    category: 'color_mode',
    field: 'color_id',
    chosen: (o) => o.color_id !== null,
    availability: (o) => (o.color_id === null ? yes : colorAvailability(o, o.color_id)),
    afterMaterial: true,
    drop: (o) => frontBackOff({ ...o, color_id: null }),
    settle: (o) => settleFrontBack(settleColor(o)),
    pairIssues: doubleSidedIssues,
  },
  flag('reverse_print', 'is_reverse_print', reversePrintAvailability, false),
  flag('high_opacity_white', 'is_high_opacity_white', highOpacityWhiteAvailability, false),
  flag('high_opacity_black', 'is_high_opacity_black', highOpacityBlackAvailability, false),
  {
    category: 'backing',
    field: 'substrate_backing_id',
    // The material's own backing is always fine; a different one needs the choice.
    chosen: (o) =>
      o.substrate_backing_id !== null && o.substrate_backing_id !== defaultBackingOf(o),
    availability: backingAvailability,
    afterMaterial: true,
    drop: (o) => withFields(o, { substrate_backing_id: defaultBackingOf(o) }),
    settle: settleBacking,
  },
  flag('proof', 'is_printed_proof_only', printedProofOnlyAvailability, false),
  flag('proof', 'is_flat_printed_proof', flatPrintedProofAvailability, 0),
]

/** Whether the option is chosen but not available. */
export const isUnavailable = (option: OrderOption, o: Order): boolean =>
  option.chosen(o) && !option.availability(o).available

/** Drops one option where it is not available, then settles its paired fields. */
export const settleOption = (o: Order, option: OrderOption): Order => {
  const kept = isUnavailable(option, o) ? option.drop(o) : o
  return option.settle === undefined ? kept : option.settle(kept)
}
