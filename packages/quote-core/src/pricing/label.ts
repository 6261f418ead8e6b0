import { coreOutsideDiameter, effectiveCaliper, planRolls } from '../roll/roll-math'
import type { RollGeometry, RollLimit, RollPlan } from '../roll/roll-math'
import type { CoreSize } from '../roll/roll-params'
import { sumOf } from '../maths/count-rounding'
import { labelDieCharge, layoutLabel } from './label-layout'
import type { LabelDie, LabelLayout } from './label-layout'
import { markupFactor, productionPrice } from './markup'
import { roundHalfUpToCents } from './money'
import type { Cents } from './money'
import { jobOptionFees, sumOptionFees } from './option-fees'
import type { OptionFee } from './option-fees'
import type { PricingParams } from './params'
import type { LabelColourMode, LabelLaminate, LabelMaterial, LabelShape } from './stock-names'

/** A roll-label job as priced by docs/pricing-model.md §3 (quantities pair-aware, §3.1). */
export type LabelJob = {
  readonly widthIn: number
  readonly lengthIn: number
  readonly shape: LabelShape
  readonly material: LabelMaterial
  readonly laminate: LabelLaminate
  readonly designQuantities: readonly number[]
  readonly colourMode: LabelColourMode
  readonly highOpacityWhite: boolean
  readonly highOpacityBlack: boolean
  readonly reversePrint: boolean
  readonly embossing: boolean
  readonly variableData: boolean
  readonly pantoneQty: number
  readonly petBacking: boolean
  readonly core: CoreSize
  readonly rollLimit: RollLimit
  readonly newDie: boolean
}

/** Cost components of §3.6, dollars (unrounded). */
export type LabelCosts = {
  readonly substrate: number
  readonly laminate: number
  readonly print: number
  readonly press: number
  readonly finishing: number
  readonly setup: number
  readonly rolls: number
  readonly options: number
}

/** A priced label job with every working shown (§3.5–§3.8, §4). */
export type LabelPrice = {
  readonly product: 'label'
  readonly quantity: number
  readonly designCount: number
  readonly layout: LabelLayout
  readonly rollGeometry: RollGeometry
  readonly rolls: RollPlan
  /** Click rate $/MSI and press speed ft/min actually used (§3.6). */
  readonly clickPerMsi: number
  readonly pressFpm: number
  /** Minutes on the press, make-ready included (the time C_press charges). */
  readonly pressMinutes: number
  readonly costs: LabelCosts
  readonly cost: number
  readonly markup: number
  readonly productionCents: Cents
  readonly optionFees: readonly OptionFee[]
  readonly optionFeesCents: Cents
  readonly die: LabelDie
  /** The die charge billed: the die price when `newDie`, else 0 (library die). */
  readonly dieChargeCents: Cents
}

/** Roll geometry of a label job: pitch, t_eff (§4.1) and core outside diameter (§4.2). */
export const labelRollGeometry = (
  job: Pick<
    LabelJob,
    'lengthIn' | 'material' | 'laminate' | 'highOpacityWhite' | 'petBacking' | 'core'
  >,
  params: PricingParams,
): RollGeometry => ({
  pitchIn: job.lengthIn + params.label.gap,
  tEffIn: effectiveCaliper(
    {
      materialCalIn: params.label.materials[job.material].cal,
      laminateCalIn: params.label.laminates[job.laminate].cal,
      highOpacityWhite: job.highOpacityWhite,
      petBacking: job.petBacking,
    },
    params.roll,
  ),
  coreOdIn: coreOutsideDiameter(job.core, params.roll),
})

/** Whether the white underprint of §3.6 applies (W materials or CMYK+W; never White Ink Only). */
export const needsWhiteUnderprint = (job: LabelJob, params: PricingParams): boolean =>
  job.colourMode !== 'white_only' &&
  (params.label.materials[job.material].needsWhite || job.colourMode === 'cmyk_white')

const clickRate = (job: LabelJob, params: PricingParams): number => {
  const p = params.label
  return (
    p.click * p.colourFactor[job.colourMode] +
    (needsWhiteUnderprint(job, params) ? p.whiteUnder : 0) +
    (job.highOpacityWhite ? p.hoWhite : 0) +
    (job.highOpacityBlack ? p.hoBlack : 0) +
    (job.reversePrint ? p.reverse : 0) +
    (job.colourMode === 'double_sided' ? p.back : 0)
  )
}

/** Press speed in feet a minute: slower under white underprint or high-opacity white (§3.6). */
export const labelPressSpeed = (job: LabelJob, params: PricingParams): number => {
  const p = params.label
  if (job.highOpacityWhite) return p.pressFpm * p.hoWhiteSpeedFactor
  return needsWhiteUnderprint(job, params) ? p.pressFpm * p.whiteUnderSpeedFactor : p.pressFpm
}

/**
 * Minutes on the press (the time of §3.6's C_press): the press footage at press speed, once a
 * pass, plus the make-ready. The press plan books the same minutes the price charges.
 */
export const labelPressMinutes = (
  layout: Pick<LabelLayout, 'pressIn'>,
  speedFpm: number,
  passes: number,
  params: PricingParams,
): number => (layout.pressIn / 12 / speedFpm) * passes + params.label.pressMrMin

/** Print passes of a label job: two for front/back printing (§3.6). */
export const labelPasses = (job: Pick<LabelJob, 'colourMode'>): number =>
  job.colourMode === 'double_sided' ? 2 : 1

/** Flat option fees of §3.7 (per job, not marked up). */
export const labelOptionFees = (job: LabelJob, params: PricingParams): readonly OptionFee[] => {
  const fees = params.label.fees
  return jobOptionFees(job, fees, [
    ['reverse_print', job.reversePrint, fees.reversePrint],
    ['front_back', job.colourMode === 'double_sided', fees.frontBack],
  ])
}

/** Prices the production, option fees and die of a label job (§3.5–§3.8, rolls from §4). */
export const priceLabelJob = (job: LabelJob, params: PricingParams): LabelPrice => {
  const p = params.label
  const n = job.designQuantities.length
  const quantity = sumOf(job.designQuantities)
  const layout = layoutLabel(job.widthIn, job.lengthIn, job.designQuantities, p)
  const rollGeometry = labelRollGeometry(job, params)
  const rolls = planRolls(
    job.designQuantities,
    rollGeometry,
    job.rollLimit,
    job.widthIn,
    params.roll,
  )
  const r = rolls.totalRolls

  const clickPerMsi = clickRate(job, params)
  const speed = labelPressSpeed(job, params)
  const pressMinutes = labelPressMinutes(layout, speed, labelPasses(job), params)
  const fspeed =
    p.finFpm * p.laminates[job.laminate].speedFactor * (job.embossing ? p.embossSpeedFactor : 1)
  const sub = p.materials[job.material].sub + (job.petBacking ? p.petSurcharge : 0)

  const costs: LabelCosts = {
    substrate: sub * layout.substrateMsi,
    laminate: p.laminates[job.laminate].lam * layout.substrateMsi,
    print: clickPerMsi * layout.printMsi,
    press: (pressMinutes / 60) * p.pressRate,
    finishing:
      ((layout.webIn / 12 / fspeed +
        p.finMrMin +
        p.designMrMin * n +
        p.rollMin * r +
        (job.embossing ? p.embossMrMin : 0)) /
        60) *
      p.finRate,
    setup: p.prepressJob + p.prepressDesign * n + p.packJob,
    rolls: p.rollCost * r + p.handling * quantity,
    options:
      (job.embossing ? p.embossMsi * layout.substrateMsi : 0) +
      (job.variableData ? p.vdpPer * quantity : 0),
  }
  const cost = sumOf(Object.values(costs))
  const optionFees = labelOptionFees(job, params)
  const die = labelDieCharge(job.shape, job.widthIn, job.lengthIn, p)
  return {
    product: 'label',
    quantity,
    designCount: n,
    layout,
    rollGeometry,
    rolls,
    clickPerMsi,
    pressFpm: speed,
    pressMinutes,
    costs,
    cost,
    markup: markupFactor(params.markup.label, cost),
    productionCents: roundHalfUpToCents(productionPrice(params.markup.label, cost)),
    optionFees,
    optionFeesCents: sumOptionFees(optionFees),
    die,
    dieChargeCents: job.newDie ? die.cents : 0,
  }
}
