import { ceilCount, clamp, floorCount, sumOf } from '../maths/count-rounding'
import { ceilToDollarCents } from './money'
import type { Cents } from './money'
import type { LabelParams } from './label-params'
import type { LabelShape } from './stock-names'

/** Layout and footage of a label job (docs/pricing-model.md §3.5). */
export type LabelLayout = {
  readonly across: number
  readonly pitchIn: number
  /** Frames (rows across the web) per design, spoilage included. */
  readonly framesPerDesign: readonly number[]
  readonly runIn: number
  readonly pressIn: number
  readonly webIn: number
  readonly webFeet: number
  readonly substrateMsi: number
  readonly printMsi: number
}

/** Labels side by side across the usable web: `max(1, floor((USABLE+GAP)/(W+GAP)))` (§3.5). */
export const labelsAcross = (widthIn: number, params: LabelParams): number =>
  Math.max(1, floorCount((params.usable + params.gap) / (widthIn + params.gap)))

/** Layout, footage and MSI of §3.5; each design fills the web across and runs in turn. */
export const layoutLabel = (
  widthIn: number,
  lengthIn: number,
  designQuantities: readonly number[],
  params: LabelParams,
): LabelLayout => {
  const across = labelsAcross(widthIn, params)
  const pitchIn = lengthIn + params.gap
  const framesPerDesign = designQuantities.map((q) => ceilCount((q * (1 + params.spoil)) / across))
  const runIn = sumOf(framesPerDesign) * pitchIn
  const n = designQuantities.length
  const pressIn = runIn + 12 * params.pressMrFt + 12 * params.designFt * n
  const webIn = pressIn + 12 * params.finMrFt
  return {
    across,
    pitchIn,
    framesPerDesign,
    runIn,
    pressIn,
    webIn,
    webFeet: webIn / 12,
    substrateMsi: (params.web * webIn) / 1000,
    printMsi: (params.usable * pressIn) / 1000,
  }
}

/** Die-charge workings of §3.8. */
export type LabelDie = {
  readonly across: number
  readonly around: number
  readonly perimeterIn: number
  readonly ruleIn: number
  readonly cents: Cents
}

/** Cutting-rule perimeter of one label (§3.8; oval uses the simple approximation). */
export const labelPerimeter = (
  shape: LabelShape,
  widthIn: number,
  lengthIn: number,
  params: LabelParams,
): number => {
  switch (shape) {
    case 'rectangle':
    case 'square':
      return 2 * (widthIn + lengthIn)
    case 'circle':
      return Math.PI * widthIn
    case 'oval':
      return (Math.PI * (widthIn + lengthIn)) / 2
    case 'custom':
      return params.die.customPerimeterFactor * 2 * (widthIn + lengthIn)
  }
}

/** Price of a new flexible magnetic die for this size and shape (§3.8), whole dollars in cents. */
export const labelDieCharge = (
  shape: LabelShape,
  widthIn: number,
  lengthIn: number,
  params: LabelParams,
): LabelDie => {
  const { die } = params
  const across = labelsAcross(widthIn, params)
  const around = Math.max(1, floorCount(die.repeatIn / (lengthIn + params.gap)))
  const perimeterIn = labelPerimeter(shape, widthIn, lengthIn, params)
  const ruleIn = perimeterIn * across * around
  const raw = die.base + (shape === 'custom' ? die.customExtra : 0) + die.perRuleInch * ruleIn
  return {
    across,
    around,
    perimeterIn,
    ruleIn,
    cents: ceilToDollarCents(clamp(raw, die.min, die.max)),
  }
}
