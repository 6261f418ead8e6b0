import type { LabelColourMode, LabelLaminate, LabelMaterial } from './stock-names'

// Roll-label parameters, PRICING-MODEL §3.2–§3.4, §3.6–§3.8. Amounts in dollars as the model
// states them; the engine rounds to cents once per quote line.

/** One row of the label material table (§3.3). */
export type LabelMaterialSpec = {
  /** Stock cost per MSI (face + adhesive + liner). */
  readonly sub: number
  /** Total caliper, inches. */
  readonly cal: number
  readonly gsm: number
  /** Needs a white underprint for normal CMYK appearance ("W"). */
  readonly needsWhite: boolean
}

/** One row of the label laminate table (§3.4). */
export type LabelLaminateSpec = {
  readonly lam: number
  readonly cal: number
  readonly gsm: number
  /** Converting speed factor. */
  readonly speedFactor: number
}

/** Every named label parameter (§3.2–§3.8). */
export type LabelParams = {
  readonly web: number
  readonly usable: number
  readonly gap: number
  readonly spoil: number
  readonly pressMrFt: number
  readonly finMrFt: number
  readonly designFt: number
  readonly click: number
  readonly whiteUnder: number
  readonly hoWhite: number
  readonly hoBlack: number
  readonly reverse: number
  readonly back: number
  readonly colourFactor: Readonly<Record<LabelColourMode, number>>
  readonly pressFpm: number
  readonly whiteUnderSpeedFactor: number
  readonly hoWhiteSpeedFactor: number
  readonly pressRate: number
  readonly pressMrMin: number
  readonly finFpm: number
  readonly embossSpeedFactor: number
  readonly finRate: number
  readonly finMrMin: number
  readonly designMrMin: number
  readonly rollMin: number
  readonly embossMrMin: number
  readonly prepressJob: number
  readonly prepressDesign: number
  readonly packJob: number
  readonly rollCost: number
  readonly handling: number
  readonly embossMsi: number
  readonly vdpPer: number
  /** PET (poly) backing surcharge per MSI and its shipping-weight change (§3.6). */
  readonly petSurcharge: number
  readonly petGsmDelta: number
  readonly materials: Readonly<Record<LabelMaterial, LabelMaterialSpec>>
  readonly laminates: Readonly<Record<LabelLaminate, LabelLaminateSpec>>
  /** Flat per-job option fees, not marked up (§3.7). */
  readonly fees: {
    readonly pantonePerColour: number
    readonly variableData: number
    readonly reversePrint: number
    readonly frontBack: number
    readonly embossing: number
  }
  /** Flexible magnetic die (§3.8). */
  readonly die: {
    readonly repeatIn: number
    readonly base: number
    readonly customExtra: number
    readonly perRuleInch: number
    readonly customPerimeterFactor: number
    readonly min: number
    readonly max: number
  }
}

const mat = (sub: number, cal: number, gsm: number, needsWhite = false): LabelMaterialSpec => ({
  sub,
  cal,
  gsm,
  needsWhite,
})

const lam = (cost: number, cal: number, gsm: number, speedFactor: number): LabelLaminateSpec => ({
  lam: cost,
  cal,
  gsm,
  speedFactor,
})

/** Defaults of PRICING-MODEL §3.2–§3.8. */
export const defaultLabelParams: LabelParams = {
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
  },
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
  petSurcharge: 0.15,
  petGsmDelta: -10,
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
  laminates: {
    'No Laminate': lam(0, 0, 0, 1.0),
    'UV Gloss': lam(0.08, 0.0002, 5, 1.0),
    Gloss: lam(0.16, 0.0017, 25, 1.0),
    Matte: lam(0.18, 0.0017, 25, 1.0),
    'Soft Touch Matte': lam(0.42, 0.0017, 25, 0.8),
    Leather: lam(0.5, 0.002, 30, 0.8),
    Linen: lam(0.5, 0.002, 30, 0.8),
  },
  fees: {
    pantonePerColour: 40,
    variableData: 50,
    reversePrint: 25,
    frontBack: 50,
    embossing: 220,
  },
  die: {
    repeatIn: 12,
    base: 125,
    customExtra: 75,
    perRuleInch: 1.25,
    customPerimeterFactor: 1.35,
    min: 150,
    max: 500,
  },
}
