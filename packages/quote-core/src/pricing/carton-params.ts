import type { CartonBoard, CartonLaminate, CartonStyle } from './stock-names'

// Folding-carton parameters, PRICING-MODEL §5.1–§5.8. Amounts in dollars as the model states
// them; the engine rounds to cents once per quote line.

/** Sheet formats of §5.3. */
export type SheetFormat = 'digital' | 'offset'

/** One row of the sheet-format table (§5.3). */
export type SheetFormatSpec = {
  /** Usable area after gripper/trim, inches (long side first, as listed). */
  readonly usableW: number
  readonly usableH: number
  readonly sheetMsi: number
  readonly mrSheetsPerDesign: number
}

/** One row of the carton board table (§5.4). */
export type CartonBoardSpec = {
  readonly brd: number
  readonly gsm: number
  /** Caliper `t`, inches. */
  readonly cal: number
  readonly needsWhite: boolean
}

/** One row of the folder-gluer table (§5.5). */
export type GluerSpec = {
  readonly mrMin: number
  readonly perHour: number
  readonly rate: number
}

/** Every named carton parameter (§5.2–§5.8). */
export type CartonParams = {
  readonly glueFlap: number
  /** Tuck lip `T = clamp(factor·W + add, min, max)` (§5.2). */
  readonly tuck: {
    readonly factor: number
    readonly add: number
    readonly min: number
    readonly max: number
  }
  /** Crash-lock bottom depth `factor·W + add` (§5.2, ALB). */
  readonly lockBottom: { readonly factor: number; readonly add: number }
  /** Custom blanks are the STE blank scaled by this allowance (§5.2). */
  readonly customBlankFactor: number
  readonly gutter: number
  readonly formats: Readonly<Record<SheetFormat, SheetFormatSpec>>
  readonly spoil: number
  readonly dieMrSheets: number
  readonly clickC: number
  readonly whiteC: number
  readonly digSph: number
  /** Digital run-time factor with high-opacity white (1.5 = speed × ⅔). */
  readonly digHoWhiteTimeFactor: number
  readonly digRate: number
  readonly digMrMin: number
  readonly digMrDesignMin: number
  readonly duplexSetup: number
  readonly plate: number
  readonly processColours: number
  readonly offMrMin: number
  readonly offMrDesignMin: number
  readonly offRate: number
  readonly offSph: number
  readonly ink: number
  readonly lamMr: number
  readonly lamSph: number
  readonly lamRate: number
  readonly dieMrMin: number
  readonly dieSph: number
  readonly dieRate: number
  readonly strip: number
  readonly gluers: Readonly<Record<CartonStyle, GluerSpec>>
  /** Gluer spoilage on the carton count (`1.02·Q`, §5.6). */
  readonly glueSpoil: number
  readonly prepressJob: number
  readonly prepressDesign: number
  readonly packJob: number
  readonly packPer: number
  readonly embossMr: number
  readonly embossSheet: number
  readonly vdpPer: number
  /** Moisture/oil-resistant coating: per sheet MSI and make-ready (§5.1). */
  readonly coatingMsi: number
  readonly coatingMr: number
  readonly boards: Readonly<Record<CartonBoard, CartonBoardSpec>>
  readonly laminates: Readonly<Record<CartonLaminate, number>>
  /** Flat per-job option fees, not marked up (§5.7). */
  readonly fees: {
    readonly pantonePerColour: number
    readonly variableData: number
    readonly embossing: number
  }
  /** Steel-rule die (§5.8). */
  readonly die: {
    readonly ruleFactor: number
    readonly base: number
    readonly perRuleInch: number
    readonly min: number
    readonly max: number
  }
}

const board = (brd: number, gsm: number, cal: number, needsWhite = false): CartonBoardSpec => ({
  brd,
  gsm,
  cal,
  needsWhite,
})

/** Defaults of PRICING-MODEL §5.2–§5.8. */
export const defaultCartonParams: CartonParams = {
  glueFlap: 0.625,
  tuck: { factor: 0.25, add: 0.25, min: 0.5, max: 1.0 },
  lockBottom: { factor: 0.75, add: 0.375 },
  customBlankFactor: 1.1,
  gutter: 0.25,
  formats: {
    digital: { usableW: 28.5, usableH: 19.5, sheetMsi: 0.58, mrSheetsPerDesign: 10 },
    offset: { usableW: 39.0, usableH: 27.5, sheetMsi: 1.12, mrSheetsPerDesign: 200 },
  },
  spoil: 0.05,
  dieMrSheets: 25,
  clickC: 0.6,
  whiteC: 0.4,
  digSph: 1500,
  digHoWhiteTimeFactor: 1.5,
  digRate: 160,
  digMrMin: 10,
  digMrDesignMin: 3,
  duplexSetup: 30,
  plate: 45,
  processColours: 4,
  offMrMin: 45,
  offMrDesignMin: 20,
  offRate: 220,
  offSph: 8000,
  ink: 0.015,
  lamMr: 40,
  lamSph: 2000,
  lamRate: 90,
  dieMrMin: 40,
  dieSph: 2500,
  dieRate: 120,
  strip: 0.012,
  gluers: {
    straight_tuck: { mrMin: 30, perHour: 8000, rate: 110 },
    auto_lock: { mrMin: 60, perHour: 4000, rate: 110 },
    custom: { mrMin: 60, perHour: 3000, rate: 110 },
  },
  glueSpoil: 1.02,
  prepressJob: 30,
  prepressDesign: 20,
  packJob: 10,
  packPer: 0.01,
  embossMr: 75,
  embossSheet: 0.04,
  vdpPer: 0.01,
  coatingMsi: 0.05,
  coatingMr: 40,
  boards: {
    'Bright White Paper SBS': board(0.45, 330, 0.018),
    'White Paper FBB': board(0.38, 280, 0.018),
    'White Vellum Paper': board(0.62, 300, 0.018),
    'Black Vellum': board(0.75, 320, 0.018, true),
    'Metallic Paper': board(0.95, 345, 0.019, true),
    'Holographic Paper': board(1.25, 345, 0.019, true),
  },
  laminates: {
    'No Laminate': 0,
    'UV Gloss': 0.05,
    Gloss: 0.12,
    Matte: 0.14,
    'Soft Touch Matte': 0.3,
    Leather: 0.35,
    Linen: 0.35,
  },
  fees: {
    pantonePerColour: 60,
    variableData: 50,
    embossing: 310,
  },
  die: {
    ruleFactor: 1.8,
    base: 200,
    perRuleInch: 1.0,
    min: 250,
    max: 1500,
  },
}
