import { ceilCount, clamp, floorCount, sumOf } from '../maths/count-rounding'
import type { CartonParams, SheetFormat } from './carton-params'
import { ceilToDollarCents } from './money'
import type { CartonBoard, CartonStyle } from './stock-names'

/** Flat (blank) size of a carton, inches (docs/pricing-model.md §5.2). */
export type CartonBlank = {
  readonly widthIn: number
  readonly heightIn: number
}

/** Inside dimensions and style: what the blank and the die depend on. */
export type CartonSize = {
  readonly lengthIn: number
  readonly widthIn: number
  readonly depthIn: number
  readonly style: CartonStyle
  readonly board: CartonBoard
}

/** Tuck lip `T = clamp(0.25·W + 0.25, 0.5, 1.0)` (§5.2). */
export const tuckLip = (widthIn: number, params: CartonParams): number =>
  clamp(params.tuck.factor * widthIn + params.tuck.add, params.tuck.min, params.tuck.max)

/** Blank size of §5.2 for STE, ALB and Custom (the 10 % allowance over STE). */
export const cartonBlank = (size: CartonSize, params: CartonParams): CartonBlank => {
  const { lengthIn: l, widthIn: w, depthIn: d } = size
  const t = params.boards[size.board].cal
  const lip = tuckLip(w, params)
  const blankW = 2 * l + 2 * w + params.glueFlap + 4 * t
  const steH = d + 2 * (w + lip) + 2 * t
  switch (size.style) {
    case 'straight_tuck':
      return { widthIn: blankW, heightIn: steH }
    case 'auto_lock': {
      const bottom = params.lockBottom.factor * w + params.lockBottom.add
      return { widthIn: blankW, heightIn: d + (w + lip) + bottom + 2 * t }
    }
    case 'custom':
      return {
        widthIn: params.customBlankFactor * blankW,
        heightIn: params.customBlankFactor * steH,
      }
  }
}

/** Blanks per sheet, best of the two orientations, gutter between blanks (§5.3); 0 = no fit. */
export const blanksPerSheet = (
  blank: CartonBlank,
  format: SheetFormat,
  params: CartonParams,
): number => {
  const { usableW, usableH } = params.formats[format]
  const g = params.gutter
  const fit = (a: number, b: number): number =>
    floorCount((usableW + g) / (a + g)) * floorCount((usableH + g) / (b + g))
  return Math.max(fit(blank.widthIn, blank.heightIn), fit(blank.heightIn, blank.widthIn))
}

/** Press sheets of §5.3: run sheets per design + make-ready per design + die make-ready. */
export const sheetsNeeded = (
  designQuantities: readonly number[],
  nUp: number,
  format: SheetFormat,
  params: CartonParams,
): number =>
  sumOf(designQuantities.map((q) => ceilCount((q * (1 + params.spoil)) / nUp))) +
  params.formats[format].mrSheetsPerDesign * designQuantities.length +
  params.dieMrSheets

/** Steel-rule die for a format: `ceil_$1(clamp(200 + rule, 250, 1500))` (§5.8). */
export const cartonDieCharge = (
  blank: CartonBlank,
  format: SheetFormat,
  nUp: number,
  params: CartonParams,
) => {
  const { die } = params
  const ruleIn = 2 * (blank.widthIn + blank.heightIn) * die.ruleFactor * nUp
  const raw = die.base + die.perRuleInch * ruleIn
  return { format, nUp, ruleIn, cents: ceilToDollarCents(clamp(raw, die.min, die.max)) } as const
}

/** Die-charge workings of §5.8: the format, blanks per sheet, rule inches and the charge. */
export type CartonDie = ReturnType<typeof cartonDieCharge>
