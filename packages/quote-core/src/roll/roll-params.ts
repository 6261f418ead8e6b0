import { defineParams } from '../maths/define-params'

// Roll-maths parameters, docs/pricing-model.md §3.1 (roll limits) and §4 (calipers, cores, capacity).

/** Parameters of the roll maths (§3.1, §4): any figures in the shape of the defaults below. */
export type RollParams = typeof defaultRollParams

/** A core size, inside diameter in inches (§4.2). */
export type CoreSize = 3 | 1

/** Defaults of docs/pricing-model.md §3.1 and §4. */
export const defaultRollParams = defineParams({
  /** Air and winding tension factor on the wound caliper (§4.1). */
  wind: 1.05,
  /** Extra caliper of high-opacity white ink, inches (§4.1). */
  hiOpWhiteCaliperIn: 0.0005,
  /** Caliper change of a PET liner instead of glassine, inches (§3.6, §4.1). */
  petCaliperDeltaIn: -0.001,
  /** Leader plus trailer web per roll, inches (§4.3). */
  leaderIn: 24,
  /** The core table (§4.2): outside diameter, inches, and weight per inch of core length. */
  cores: {
    3: { outsideDiameterIn: 3.5, lbPerInchOfLength: 0.074 },
    1: { outsideDiameterIn: 1.25, lbPerInchOfLength: 0.013 },
  } satisfies Record<CoreSize, unknown>,
  /** Core length margin beyond the label width (§4.2). */
  coreMarginIn: 0.125,
  /** Largest roll diameter, and the smaller one for narrow labels (§3.1). */
  dLimitIn: 13,
  narrowDLimitIn: 8,
  narrowWidthIn: 0.875,
  /** Default maximum diameter when no roll limit is set: min(8, D_LIMIT) (§3.1). */
  defaultMaxDiameterIn: 8,
  minDiameterIn: 4,
  /** Allowed range of the per-roll maximum quantity and its fallback (§3.1, docs/product.md §8). */
  minQtyPerRoll: 100,
  maxQtyPerRoll: 10_000,
})
