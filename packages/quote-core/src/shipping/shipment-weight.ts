/** Three dimensions in inches, in any order. */
export type Dimensions = readonly [number, number, number]

/** What packing needs to know about the goods (§9.1). */
export type Shipment = {
  /** Goods weight without boxes, lb. */
  readonly weightLb: number
  /** The bulkiest single item (a roll, a stack of flat cartons), inches. */
  readonly largestItem: Dimensions
  /** Total volume of the goods, cubic inches. */
  readonly volumeIn3: number
}

// §9.1: m² per in² and g per lb.
const M2_PER_IN2 = 0.00064516
const G_PER_LB = 453.592
// §4.2: the core (and the liner under the labels) is W + 0.125 in wide.
const LINER_MARGIN_IN = 0.125

/** Label rolls to ship; pitch, rolls and their outside diameters come from the roll maths (§4). */
export type LabelShipmentInput = {
  readonly widthIn: number
  /** Feed repeat per label, `L + GAP` (§3.5). */
  readonly pitchIn: number
  /** Material plus laminate grammage (§3.3, §3.4). */
  readonly gsmTotal: number
  readonly quantity: number
  readonly rolls: readonly { readonly od: number }[]
  /** Core weight per inch of core length (§4.2): 0.074 for 3 in, 0.013 for 1 in. */
  readonly coreLbPerInch: number
}

/** Weight, largest roll and volume of a label order (§9.1). */
export const labelShipment = (input: LabelShipmentInput): Shipment => {
  const coreLength = input.widthIn + LINER_MARGIN_IN
  const perLabelLb = (coreLength * input.pitchIn * M2_PER_IN2 * input.gsmTotal) / G_PER_LB
  const coresLb = input.rolls.length * input.coreLbPerInch * coreLength
  const largestOd = input.rolls.reduce((max, roll) => Math.max(max, roll.od), 0)
  const volume = input.rolls.reduce((sum, roll) => sum + roll.od * roll.od * coreLength, 0)
  return {
    weightLb: input.quantity * perLabelLb + coresLb,
    largestItem: [largestOd, largestOd, coreLength],
    volumeIn3: volume,
  }
}

/** Folding cartons to ship flat and glued; the blank comes from §5.2. */
export type CartonShipmentInput = {
  readonly lengthIn: number
  readonly widthIn: number
  readonly blankW: number
  readonly blankH: number
  readonly gsmBoard: number
  /** Board caliper `t` (§5.4). */
  readonly caliperIn: number
  readonly quantity: number
}

// A glued carton folds flat to (L + W + 0.3) × blank_h and 2t (+ glue) thick (§9.1).
const FLAT_ALLOWANCE_IN = 0.3
const GLUE_IN = 0.004

/** Weight, largest bundle and volume of a carton order (§9.1). */
export const cartonShipment = (input: CartonShipmentInput): Shipment => {
  const flatWidth = input.lengthIn + input.widthIn + FLAT_ALLOWANCE_IN
  const perCartonLb = (input.blankW * input.blankH * M2_PER_IN2 * input.gsmBoard) / G_PER_LB
  const thickness = 2 * input.caliperIn + GLUE_IN
  return {
    weightLb: input.quantity * perCartonLb,
    largestItem: [flatWidth, input.blankH, 1],
    volumeIn3: input.quantity * flatWidth * input.blankH * thickness,
  }
}
