// Roll-maths parameters, PRICING-MODEL §3.1 (roll limits) and §4 (calipers, cores, capacity).

/** A core size, inside diameter in inches (§4.2). */
export type CoreSize = 3 | 1

/** One row of the core table (§4.2). */
export type CoreSpec = {
  readonly outsideDiameterIn: number
  readonly lbPerInchOfLength: number
}

/** Parameters of the roll maths (§3.1, §4). */
export type RollParams = {
  /** Air and winding tension factor on the wound caliper (§4.1). */
  readonly wind: number
  /** Extra caliper of high-opacity white ink, inches (§4.1). */
  readonly hiOpWhiteCaliperIn: number
  /** Caliper change of a PET liner instead of glassine, inches (§3.6, §4.1). */
  readonly petCaliperDeltaIn: number
  /** Leader plus trailer web per roll, inches (§4.3). */
  readonly leaderIn: number
  readonly cores: Readonly<Record<CoreSize, CoreSpec>>
  /** Core length margin beyond the label width (§4.2). */
  readonly coreMarginIn: number
  /** Largest roll diameter, and the smaller one for narrow labels (§3.1). */
  readonly dLimitIn: number
  readonly narrowDLimitIn: number
  readonly narrowWidthIn: number
  /** Default maximum diameter when no roll limit is set: min(8, D_LIMIT) (§3.1). */
  readonly defaultMaxDiameterIn: number
  readonly minDiameterIn: number
  /** Allowed range of the per-roll maximum quantity and its fallback (§3.1, SPEC §8). */
  readonly minQtyPerRoll: number
  readonly maxQtyPerRoll: number
}

/** Defaults of PRICING-MODEL §3.1 and §4. */
export const defaultRollParams: RollParams = {
  wind: 1.05,
  hiOpWhiteCaliperIn: 0.0005,
  petCaliperDeltaIn: -0.001,
  leaderIn: 24,
  cores: {
    3: { outsideDiameterIn: 3.5, lbPerInchOfLength: 0.074 },
    1: { outsideDiameterIn: 1.25, lbPerInchOfLength: 0.013 },
  },
  coreMarginIn: 0.125,
  dLimitIn: 13,
  narrowDLimitIn: 8,
  narrowWidthIn: 0.875,
  defaultMaxDiameterIn: 8,
  minDiameterIn: 4,
  minQtyPerRoll: 100,
  maxQtyPerRoll: 10_000,
}
