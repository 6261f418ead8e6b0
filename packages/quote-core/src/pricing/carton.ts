import { blanksPerSheet, cartonBlank, cartonDieCharge, sheetsNeeded } from './carton-blank'
import type { CartonBlank, CartonDie } from './carton-blank'
import type { SheetFormat } from './carton-params'
import { sumOf } from '../maths/count-rounding'
import { markupFactor, productionPrice } from './markup'
import { roundHalfUpToCents } from './money'
import type { Cents } from './money'
import { jobOptionFees, sumOptionFees } from './option-fees'
import type { OptionFee } from './option-fees'
import type { PricingParams } from './params'
import type { CartonBoard, CartonLaminate, CartonStyle } from './stock-names'

/** A folding-carton job as priced by docs/pricing-model.md §5 (quantities pair-aware). */
export type CartonJob = {
  readonly lengthIn: number
  readonly widthIn: number
  readonly depthIn: number
  readonly style: CartonStyle
  readonly board: CartonBoard
  readonly laminate: CartonLaminate
  readonly designQuantities: readonly number[]
  readonly duplex: boolean
  readonly embossing: boolean
  readonly variableData: boolean
  readonly pantoneQty: number
  /** Unprinted: no print cost, no plates (§5.1). */
  readonly blank: boolean
  /** Moisture/oil-resistant coating (§5.1). */
  readonly coating: boolean
  readonly newDie: boolean
}

/** Cost components of §5.6 for one sheet format, dollars (unrounded). */
export type CartonCosts = {
  readonly print: number
  readonly board: number
  readonly laminate: number
  readonly diecut: number
  readonly glue: number
  readonly setup: number
  readonly options: number
}

/** One sheet format fully costed (§5.6) with its own die (§5.8). */
export type CartonFormatPrice = {
  readonly format: SheetFormat
  readonly nUp: number
  readonly sheets: number
  readonly costs: CartonCosts
  readonly cost: number
  readonly markup: number
  readonly productionCents: Cents
  readonly die: CartonDie
  /** What the process choice compares: production + die·[new die] (§5.6). */
  readonly comparisonCents: Cents
}

/** A priced carton job, or the "exceeds sheet — custom quote" outcome of §5.1. */
export type CartonPrice =
  | {
      readonly _tag: 'Priced'
      readonly product: 'carton'
      readonly quantity: number
      readonly designCount: number
      readonly blank: CartonBlank
      readonly process: SheetFormat
      readonly chosen: CartonFormatPrice
      /** Every format that could be produced, for transparency. */
      readonly formats: readonly CartonFormatPrice[]
      readonly productionCents: Cents
      readonly optionFees: readonly OptionFee[]
      readonly optionFeesCents: Cents
      readonly dieChargeCents: Cents
    }
  | { readonly _tag: 'ExceedsSheet'; readonly product: 'carton'; readonly blank: CartonBlank }

/**
 * Hours on the printing press for a sheet format (the time §5.6's print cost charges): the
 * sheets at press speed on each printed side, plus the make-ready for the job and each further
 * design. A blank carton is not printed: no press time.
 */
export const cartonPressHours = (
  job: Pick<CartonJob, 'blank' | 'duplex' | 'designQuantities'>,
  format: SheetFormat,
  sheets: number,
  params: PricingParams,
): number => {
  if (job.blank) return 0
  const c = params.carton
  const n = job.designQuantities.length
  const sides = job.duplex ? 2 : 1
  return format === 'digital'
    ? (sheets * sides) / c.digSph + (c.digMrMin + c.digMrDesignMin * n) / 60
    : (c.offMrMin * sides + c.offMrDesignMin * sides * (n - 1)) / 60 + (sheets * sides) / c.offSph
}

const printCost = (
  job: CartonJob,
  format: SheetFormat,
  s: number,
  params: PricingParams,
): number => {
  if (job.blank) return 0
  const c = params.carton
  const n = job.designQuantities.length
  const msi = c.formats[format].sheetMsi
  const sides = job.duplex ? 2 : 1
  // High-opacity white is label-only in the spec, so only the board's need counts (§5.1).
  const white = c.boards[job.board].needsWhite ? 1 : 0
  if (format === 'digital') {
    return (
      s * msi * (c.clickC * sides + c.whiteC * white) +
      cartonPressHours(job, format, s, params) * c.digRate +
      (job.duplex ? c.duplexSetup : 0)
    )
  }
  const colours = c.processColours + white + job.pantoneQty
  return (
    c.plate * colours * sides * n +
    ((c.offMrMin * sides + c.offMrDesignMin * sides * (n - 1)) / 60) * c.offRate +
    s * sides * (c.offRate / c.offSph + c.ink * msi)
  )
}

/** Costs and production of one sheet format (§5.6); undefined when the blank does not fit. */
export const priceCartonFormat = (
  job: CartonJob,
  format: SheetFormat,
  params: PricingParams,
): CartonFormatPrice | undefined => {
  const c = params.carton
  const blank = cartonBlank(job, c)
  const nUp = blanksPerSheet(blank, format, c)
  if (nUp <= 0) return undefined
  const q = sumOf(job.designQuantities)
  const n = job.designQuantities.length
  const s = sheetsNeeded(job.designQuantities, nUp, format, c)
  const msi = c.formats[format].sheetMsi
  const clam = c.laminates[job.laminate]
  const gluer = c.gluers[job.style]
  const costs: CartonCosts = {
    print: printCost(job, format, s, params),
    board: s * c.boards[job.board].brd * msi,
    laminate: clam > 0 ? c.lamMr + s * clam * msi + (s / c.lamSph) * c.lamRate : 0,
    diecut: (c.dieMrMin / 60 + s / c.dieSph) * c.dieRate + c.strip * q,
    glue: (gluer.mrMin / 60 + (c.glueSpoil * q) / gluer.perHour) * gluer.rate,
    setup: c.prepressJob + c.prepressDesign * n + c.packJob + c.packPer * q,
    options:
      (job.embossing ? c.embossMr + c.embossSheet * s : 0) +
      (job.variableData ? c.vdpPer * q : 0) +
      (job.coating ? c.coatingMr + c.coatingMsi * s * msi : 0),
  }
  const cost = sumOf(Object.values(costs))
  const productionCents = roundHalfUpToCents(productionPrice(params.markup.carton, cost))
  const die = cartonDieCharge(blank, format, nUp, c)
  return {
    format,
    nUp,
    sheets: s,
    costs,
    cost,
    markup: markupFactor(params.markup.carton, cost),
    productionCents,
    die,
    comparisonCents: productionCents + (job.newDie ? die.cents : 0),
  }
}

/** Flat option fees of §5.7 (per job, not marked up). */
export const cartonOptionFees = (job: CartonJob, params: PricingParams): readonly OptionFee[] =>
  jobOptionFees(job, params.carton.fees)

/**
 * Prices a carton job: both formats, keeping the lower production + die·[new die]; variable
 * data forces digital (§5.6). Returns `ExceedsSheet` when the blank fits neither sheet (§5.1).
 */
export const priceCartonJob = (job: CartonJob, params: PricingParams): CartonPrice => {
  const blank = cartonBlank(job, params.carton)
  const allowed: readonly SheetFormat[] = job.variableData ? ['digital'] : ['digital', 'offset']
  const formats = allowed
    .map((format) => priceCartonFormat(job, format, params))
    .filter((f): f is CartonFormatPrice => f !== undefined)
  // Ties keep digital: listed first, and only a strictly lower offset replaces it.
  const chosen = formats.reduce<CartonFormatPrice | undefined>(
    (best, f) => (best === undefined || f.comparisonCents < best.comparisonCents ? f : best),
    undefined,
  )
  if (chosen === undefined) return { _tag: 'ExceedsSheet', product: 'carton', blank }
  const optionFees = cartonOptionFees(job, params)
  return {
    _tag: 'Priced',
    product: 'carton',
    quantity: sumOf(job.designQuantities),
    designCount: job.designQuantities.length,
    blank,
    process: chosen.format,
    chosen,
    formats,
    productionCents: chosen.productionCents,
    optionFees,
    optionFeesCents: sumOptionFees(optionFees),
    dieChargeCents: job.newDie ? chosen.die.cents : 0,
  }
}
