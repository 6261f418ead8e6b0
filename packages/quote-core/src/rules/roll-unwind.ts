import { ROLL_DIRECTION } from '../catalog/ids'
import { rollDirections } from '../catalog/enumerations'
import type { Order } from '../schema/order'
import { formatRollValue } from './roll-input'

/** The edge of the artwork that leaves the roll first. */
export type LeadingEdge = 'top' | 'bottom' | 'right' | 'left'

/** One position of the eight-position unwind chart. */
export type Unwind = {
  readonly directionId: number
  /** 1-8, as the chart numbers it. */
  readonly position: number
  readonly leadingEdge: LeadingEdge
  /** Labels face the core (positions 5-8); wound out (1-4) they face out. */
  readonly woundIn: boolean
  /**
   * Clockwise quarter turns, in degrees, that put the upright artwork on a web running to the
   * right (away from the roll), its leading edge first: top 90, right 0, bottom 270, left 180.
   */
  readonly rotationDeg: 0 | 90 | 180 | 270
  /** Whether the artwork lies across the web turned a quarter (right or left edge leading). */
  readonly turned: boolean
  readonly label: string
}

const EDGES: Readonly<Record<number, readonly [LeadingEdge, boolean]>> = {
  [ROLL_DIRECTION.top]: ['top', false],
  [ROLL_DIRECTION.bottom]: ['bottom', false],
  [ROLL_DIRECTION.right]: ['right', false],
  [ROLL_DIRECTION.left]: ['left', false],
  [ROLL_DIRECTION.topWoundIn]: ['top', true],
  [ROLL_DIRECTION.bottomWoundIn]: ['bottom', true],
  [ROLL_DIRECTION.rightWoundIn]: ['right', true],
  [ROLL_DIRECTION.leftWoundIn]: ['left', true],
}

const ROTATION: Readonly<Record<LeadingEdge, Unwind['rotationDeg']>> = {
  top: 90,
  right: 0,
  bottom: 270,
  left: 180,
}

/** The chart position of an unwind direction id, or undefined for an unknown id. */
export const unwindOf = (directionId: number | null): Unwind | undefined => {
  const edge = directionId === null ? undefined : EDGES[directionId]
  if (directionId === null || edge === undefined) return undefined
  const [leadingEdge, woundIn] = edge
  return {
    directionId,
    position: directionId,
    leadingEdge,
    woundIn,
    rotationDeg: ROTATION[leadingEdge],
    turned: leadingEdge === 'left' || leadingEdge === 'right',
    label: rollDirections.find((d) => d.id === directionId)?.label ?? '',
  }
}

/** Every position of the chart, 1 to 8. */
export const unwindChart: readonly Unwind[] = Object.values(ROLL_DIRECTION).flatMap((id) => {
  const u = unwindOf(id)
  return u === undefined ? [] : [u]
})

/** The unwind of an order as the preview shows it: the position and what it does to the size. */
export type UnwindView = {
  readonly unwind: Unwind
  readonly locked: boolean
  /** Across the web (the order's width) and along it (its length), inches. */
  readonly acrossWebIn: number
  readonly alongWebIn: number
  /** Said when the artwork runs turned on the roll and its sides differ; null otherwise. */
  readonly rotatedNote: string | null
  /** What the preview says of the lock: locked to this position, or not yet. */
  readonly lockNote: string
}

const inch = (v: number) => formatRollValue(v, 'in')

/**
 * The order's unwind for the preview, or null before a direction and a size are chosen.
 * The size is the die on the web (docs/pricing-model.md section 3.5: width across, length along);
 * with a right or left edge leading, the artwork lies turned on it, so upright it reads
 * length wide by width tall, and the note says so.
 */
export const unwindViewOf = (
  order: Pick<Order, 'roll_direction_id' | 'width' | 'length' | 'is_roll_direction_locked'>,
): UnwindView | null => {
  const unwind = unwindOf(order.roll_direction_id)
  if (unwind === undefined || order.width === null || order.length === null) return null
  const { width, length } = order
  const rotatedNote =
    unwind.turned && Math.abs(width - length) > 1e-9
      ? `${unwind.label} turns your artwork a quarter turn on the roll: upright it reads ${inch(length)} wide × ${inch(width)} tall, on a ${inch(width)} × ${inch(length)} label (${inch(width)} across the web).`
      : null
  const lockNote = order.is_roll_direction_locked
    ? `Unwind locked: position #${unwind.position}, ${unwind.label}.`
    : `Not locked yet: check position #${unwind.position} against your applicator, then lock it.`
  return {
    unwind,
    locked: order.is_roll_direction_locked,
    acrossWebIn: width,
    alongWebIn: length,
    rotatedNote,
    lockNote,
  }
}
