import { defineParams } from '../maths/define-params'
import type { CartonStyle } from './job-kinds'
import type { LabelParams } from './label-params'

/** A carton laminate display name: the label laminates' names (stock-names.ts). */
type CartonLaminate = keyof LabelParams['laminates']

// Folding-carton parameters, docs/pricing-model.md §5.1–§5.8. Amounts in dollars as the model states
// them; the engine rounds to cents once per quote line.

/** Every named carton parameter (§5.2–§5.8): any figures in the shape of the defaults below. */
export type CartonParams = typeof defaultCartonParams

/** Sheet formats of §5.3: the rows of the sheet-format table. */
export type SheetFormat = keyof CartonParams['formats']

/** One row of the carton board table (§5.4); `cal` is the caliper `t`, inches. */
const board = (brd: number, gsm: number, cal: number, needsWhite = false) => ({
  brd,
  gsm,
  cal,
  needsWhite,
})

/** Defaults of docs/pricing-model.md §5.2–§5.8. */
export const defaultCartonParams = defineParams({
  glueFlap: 0.625,
  /** Tuck lip `T = clamp(factor·W + add, min, max)` (§5.2). */
  tuck: { factor: 0.25, add: 0.25, min: 0.5, max: 1.0 },
  /** Crash-lock bottom depth `factor·W + add` (§5.2, ALB). */
  lockBottom: { factor: 0.75, add: 0.375 },
  /** Custom blanks are the STE blank scaled by this allowance (§5.2). */
  customBlankFactor: 1.1,
  gutter: 0.25,
  /**
   * The sheet-format table (§5.3): usable area after gripper/trim, inches (long side first, as
   * listed), sheet MSI and make-ready sheets per design.
   */
  formats: {
    digital: { usableW: 28.5, usableH: 19.5, sheetMsi: 0.58, mrSheetsPerDesign: 10 },
    offset: { usableW: 39.0, usableH: 27.5, sheetMsi: 1.12, mrSheetsPerDesign: 200 },
  },
  spoil: 0.05,
  dieMrSheets: 25,
  clickC: 0.6,
  whiteC: 0.4,
  digSph: 1500,
  /** Digital run-time factor with high-opacity white (1.5 = speed × ⅔). */
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
  /** The folder-gluer table (§5.5). */
  gluers: {
    straight_tuck: { mrMin: 30, perHour: 8000, rate: 110 },
    auto_lock: { mrMin: 60, perHour: 4000, rate: 110 },
    custom: { mrMin: 60, perHour: 3000, rate: 110 },
  } satisfies Record<CartonStyle, unknown>,
  /** Gluer spoilage on the carton count (`1.02·Q`, §5.6). */
  glueSpoil: 1.02,
  prepressJob: 30,
  prepressDesign: 20,
  packJob: 10,
  packPer: 0.01,
  embossMr: 75,
  embossSheet: 0.04,
  vdpPer: 0.01,
  /** Moisture/oil-resistant coating: per sheet MSI and make-ready (§5.1). */
  coatingMsi: 0.05,
  coatingMr: 40,
  /** The carton board table (§5.4), a row per board. */
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
  } satisfies Record<CartonLaminate, number>,
  /** Flat per-job option fees, not marked up (§5.7). */
  fees: {
    pantonePerColour: 60,
    variableData: 50,
    embossing: 310,
  },
  /** Steel-rule die (§5.8). */
  die: {
    ruleFactor: 1.8,
    base: 200,
    perRuleInch: 1.0,
    min: 250,
    max: 1500,
  },
})
