import { MAX_QUANTITY } from '../schema/limits'
import type { Order } from '../schema/order'

/** A design's link as stored: its partner and its print sequence (1 outside/front, 2 inside/back). */
export type DesignLink = {
  readonly id: number
  readonly linkedDesignId: number | null
  readonly printSequence: number | null
}

/** A set: a linked pair (slot 1 and 2) or a single design. */
export type SetSlots = { 1?: number; 2?: number }

/** A set's id: the id of its print-sequence-1 design, or the design's own id when alone. */
export const setIdOf = (d: DesignLink): number =>
  d.linkedDesignId !== null && d.printSequence === 2 ? d.linkedDesignId : d.id

/** The slots of the set a design is in. */
export const slotsOf = (d: DesignLink): SetSlots => {
  if (d.linkedDesignId === null) return { 1: d.id }
  return d.printSequence === 2 ? { 1: d.linkedDesignId, 2: d.id } : { 1: d.id, 2: d.linkedDesignId }
}

/** Why two designs cannot be linked as asked. */
export type LinkRefusal = { readonly code: 'link_not_a_pair'; readonly message: string }

/** Two different designs, one printed as sequence 1 and one as 2, or a refusal. */
export const checkLink = (
  a: { readonly id: number; readonly printSequence: 1 | 2 },
  b: { readonly id: number; readonly printSequence: 1 | 2 },
): LinkRefusal | null =>
  a.id === b.id || a.printSequence === b.printSequence
    ? {
        code: 'link_not_a_pair',
        message: 'Link two different designs, one as print sequence 1 and one as 2.',
      }
    : null

/** The new sequences of a linked design and its partner after a swap, or null when unlinked. */
export const swapSequences = (
  d: DesignLink,
): {
  readonly id: number
  readonly partnerId: number
  readonly seq: 1 | 2
  readonly partnerSeq: 1 | 2
} | null => {
  if (d.linkedDesignId === null || (d.printSequence !== 1 && d.printSequence !== 2)) return null
  return {
    id: d.id,
    partnerId: d.linkedDesignId,
    seq: d.printSequence === 1 ? 2 : 1,
    partnerSeq: d.printSequence,
  }
}

/** What moving a design between sets writes: the designs to unlink, then the sets to pair. */
export type ReorganizePlan =
  | {
      readonly _tag: 'Moved'
      readonly unlink: readonly number[]
      readonly sets: readonly SetSlots[]
    }
  | { readonly _tag: 'Unchanged' }
  | {
      readonly _tag: 'NotInSourceSet'
      readonly code: 'not_in_source_set'
      readonly message: string
    }

/**
 * Moves a design from its set into a slot of another set (or of its own); the slot's occupant,
 * if any, takes the moved design's old place.
 */
export const planReorganize = (
  moved: DesignLink,
  sourceSetId: number,
  target: DesignLink,
  slot: 1 | 2,
): ReorganizePlan => {
  if (setIdOf(moved) !== sourceSetId)
    return {
      _tag: 'NotInSourceSet',
      code: 'not_in_source_set',
      message: 'The design is not in the source set.',
    }
  const source = slotsOf(moved)
  const sameSet = setIdOf(target) === sourceSetId
  const dest = sameSet ? source : slotsOf(target)
  const from: 1 | 2 = source[1] === moved.id ? 1 : 2
  const occupant = dest[slot]
  if (occupant === moved.id) return { _tag: 'Unchanged' }
  delete source[from]
  if (occupant !== undefined) source[from] = occupant
  dest[slot] = moved.id
  return {
    _tag: 'Moved',
    unlink: [...Object.values(source), ...Object.values(dest)],
    sets: sameSet ? [source] : [source, dest],
  }
}

const isQuantity = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_QUANTITY

/**
 * The quantity each newly uploaded design gets: the one in the upload's path, else the form's
 * `qty` field when it is a valid quantity, else the order's quantity per design (0 when none).
 */
export const uploadedDesignQty = (
  order: Pick<Order, 'design_qty'>,
  pathQty: number | undefined,
  fieldQty: string | undefined,
): number => {
  if (pathQty !== undefined) return pathQty
  const typed = Number(fieldQty)
  return isQuantity(typed) ? typed : (order.design_qty ?? 0)
}
