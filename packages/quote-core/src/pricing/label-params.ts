import { defineParams } from '../maths/define-params'
import type { LabelColourMode } from './job-kinds'

// Roll-label parameters, docs/pricing-model.md §3.2–§3.4, §3.6–§3.8. Amounts in dollars as the model
// states them; the engine rounds to cents once per quote line.

/** Every named label parameter (§3.2–§3.8): any figures in the shape of the defaults below. */
export type LabelParams = typeof defaultLabelParams

/**
 * One row of the label material table (§3.3): stock cost per MSI (face + adhesive + liner),
 * total caliper (inches), grammage, and whether it needs a white underprint for normal CMYK
 * appearance ("W").
 */
const mat = (sub: number, cal: number, gsm: number, needsWhite = false) => ({
  sub,
  cal,
  gsm,
  needsWhite,
})

/** One row of the label laminate table (§3.4): cost, caliper, grammage, converting speed factor. */
const lam = (cost: number, cal: number, gsm: number, speedFactor: number) => ({
  lam: cost,
  cal,
  gsm,
  speedFactor,
})

/** Defaults of docs/pricing-model.md §3.2–§3.8. */
export const defaultLabelParams = defineParams({
  web: 13.0,
  usable: 12.25,
  gap: 0.125,
  spoil: 0.04,
  pressMrFt: 25,
  finMrFt: 50,
  designFt: 3,
  click: 1.2,
  whiteUnder: 0.6,
  hoWhite: 1.2,
  hoBlack: 0.4,
  reverse: 0.3,
  back: 1.2,
  colourFactor: {
    cmyk: 1.0,
    cmyk_white: 1.0,
    double_sided: 1.0,
    black_only: 0.35,
    white_only: 0.5,
  } satisfies Record<LabelColourMode, number>,
  pressFpm: 98,
  whiteUnderSpeedFactor: 0.6,
  hoWhiteSpeedFactor: 0.35,
  pressRate: 150,
  pressMrMin: 5,
  finFpm: 110,
  embossSpeedFactor: 0.5,
  finRate: 90,
  finMrMin: 12,
  designMrMin: 2,
  rollMin: 0.4,
  embossMrMin: 15,
  prepressJob: 30,
  prepressDesign: 8,
  packJob: 6,
  rollCost: 0.6,
  handling: 0.0005,
  embossMsi: 0.1,
  vdpPer: 0.004,
  /** PET (poly) backing surcharge per MSI and its shipping-weight change (§3.6). */
  petSurcharge: 0.15,
  petGsmDelta: -10,
  /** The label material table (§3.3), a row per material. */
  materials: {
    'White Plastic': mat(0.55, 0.0058, 140),
    'Removable Plastic': mat(0.62, 0.0058, 140),
    'Clear Plastic': mat(0.58, 0.0057, 144, true),
    'Ultra-Clear Plastic': mat(0.95, 0.0045, 117, true),
    'Metallic Plastic': mat(0.8, 0.0058, 140, true),
    'White Paper': mat(0.24, 0.0068, 162),
    'Kraft Paper': mat(0.4, 0.0073, 162, true),
    'Estate 4 Paper': mat(0.7, 0.0078, 172),
    'Avon Classic Crest': mat(0.85, 0.008, 186),
    'Black Vellum': mat(0.8, 0.0074, 172, true),
    'White Vinyl': mat(1.05, 0.0076, 221),
    TerraSkin: mat(1.15, 0.0085, 202),
    'Rainbow Holographic': mat(1.6, 0.0058, 146, true),
  },
  /** The label laminate table (§3.4), a row per laminate. */
  laminates: {
    'No Laminate': lam(0, 0, 0, 1.0),
    'UV Gloss': lam(0.08, 0.0002, 5, 1.0),
    Gloss: lam(0.16, 0.0017, 25, 1.0),
    Matte: lam(0.18, 0.0017, 25, 1.0),
    'Soft Touch Matte': lam(0.42, 0.0017, 25, 0.8),
    Leather: lam(0.5, 0.002, 30, 0.8),
    Linen: lam(0.5, 0.002, 30, 0.8),
  },
  /** Flat per-job option fees, not marked up (§3.7). */
  fees: {
    pantonePerColour: 40,
    variableData: 50,
    reversePrint: 25,
    frontBack: 50,
    embossing: 220,
  },
  /** Flexible magnetic die (§3.8). */
  die: {
    repeatIn: 12,
    base: 125,
    customExtra: 75,
    perRuleInch: 1.25,
    customPerimeterFactor: 1.35,
    min: 150,
    max: 500,
  },
})
