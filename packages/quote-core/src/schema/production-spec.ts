import { Schema } from 'effect'
import { IsoDate, IsoDateTime } from './primitives'

// The production facts of an order line (packages/http-adapter/API.md, "Production"): the
// schemas only; quote-core's production/ folder decides them.

/** One design of a line as the press prints it: its name, its file and how many. */
export const ProductionDesign = Schema.Struct({
  design: Schema.String,
  file: Schema.optionalWith(Schema.String, { exact: true }),
  qty: Schema.Int,
})
export type ProductionDesign = typeof ProductionDesign.Type

/** The rolls of one design: how many, how full, and the last roll's count. */
export const DesignRolls = Schema.Struct({
  design: Schema.String,
  qty: Schema.Int,
  rolls: Schema.Int,
  per_roll: Schema.Int,
  last_roll: Schema.Int,
})
export type DesignRolls = typeof DesignRolls.Type

/** The unwind the rolls are wound to: chart position, in words, and whether the customer locked it. */
export const ProductionUnwind = Schema.Struct({
  position: Schema.Int.pipe(Schema.between(1, 8)),
  words: Schema.String,
  locked: Schema.Boolean,
})
export type ProductionUnwind = typeof ProductionUnwind.Type

/** The die: its number in the library (or the number it is made under) and whether it is new. */
export const ProductionDie = Schema.Struct({ number: Schema.String, new: Schema.Boolean })
export type ProductionDie = typeof ProductionDie.Type

/**
 * What the die and web look like to the press (the figures a label MIS ticket carries): labels
 * across and around the die, the gap between labels, the web's width, the corner radius, the
 * overs the rolls allow, the labels across the finished roll, and the footage and press time of
 * the run (docs/pricing-model.md sections 3.5, 3.6 and 3.8).
 */
export const LabelPress = Schema.Struct({
  die_across: Schema.Int,
  die_around: Schema.Int,
  gap_inches: Schema.Number,
  web_width_inches: Schema.Number,
  corner_radius_inches: Schema.Number,
  overs: Schema.String,
  labels_across_finished_roll: Schema.Int,
  linear_feet: Schema.Number,
  press_minutes: Schema.Number,
  press_feet_per_minute: Schema.Number,
})
export type LabelPress = typeof LabelPress.Type

/** The sheets of a carton run: the sheet format, blanks a sheet, sheets with waste, press time. */
export const CartonPress = Schema.Struct({
  sheet_format: Schema.Literal('digital', 'offset'),
  up: Schema.Int,
  sheets: Schema.Int,
  press_minutes: Schema.Number,
})
export type CartonPress = typeof CartonPress.Type

/** The approved proof the press matches. */
export const ProductionProof = Schema.Struct({
  file: Schema.String,
  approved_at: Schema.NullOr(IsoDateTime),
})

/**
 * What an order asks the plant to make, from the order alone: stock, size, die, designs, print,
 * finishing, rolls or sheets, and the run's footage and press time. Label facts are null for
 * cartons and carton facts null for labels.
 */
export const OrderSpec = Schema.Struct({
  product: Schema.Literal('labels', 'cartons', 'design'),
  kind: Schema.String,
  material: Schema.String,
  laminate: Schema.String,
  shape: Schema.String,
  size: Schema.String,
  width: Schema.NullOr(Schema.Number),
  length: Schema.NullOr(Schema.Number),
  depth: Schema.NullOr(Schema.Number),
  die: Schema.NullOr(ProductionDie),
  quantity: Schema.Int,
  designs: Schema.Array(ProductionDesign),
  colors: Schema.String,
  white_ink: Schema.String,
  finishing: Schema.Array(Schema.String),
  // Labels
  application: Schema.NullOr(Schema.Literal('hand', 'machine')),
  unwind: Schema.NullOr(ProductionUnwind),
  core_inches: Schema.NullOr(Schema.Literal(1, 3)),
  max_roll_diameter: Schema.NullOr(Schema.Number),
  labels_per_roll: Schema.NullOr(Schema.Int),
  rolls: Schema.NullOr(Schema.Array(DesignRolls)),
  backing: Schema.NullOr(Schema.String),
  applicator_profile: Schema.NullOr(Schema.String),
  label_press: Schema.NullOr(LabelPress),
  // Cartons
  style: Schema.NullOr(Schema.String),
  board: Schema.NullOr(Schema.String),
  print_sides: Schema.NullOr(Schema.Literal(1, 2)),
  carton_press: Schema.NullOr(CartonPress),
})
export type OrderSpec = typeof OrderSpec.Type

/**
 * Every fact a press or finishing operator needs to make one line of a placed order, decided
 * here so that the staff page, the customer's pages, the emails and the job ticket say the same
 * (packages/http-adapter/API.md, "Production"): the order's spec, its approved proof and
 * artwork files, and when, how and where it ships.
 */
export const ProductionSpec = Schema.Struct({
  ...OrderSpec.fields,
  proof: Schema.NullOr(ProductionProof),
  artwork: Schema.Array(Schema.String),
  ship_by: IsoDate,
  shipping: Schema.String,
  ship_to: Schema.String,
})
export type ProductionSpec = typeof ProductionSpec.Type

/** One printed fact of a line, as a page, an email or a ticket lists it. */
export const SpecRow = Schema.Struct({
  section: Schema.Literal('Product', 'Designs', 'Rolls', 'Press', 'Sheets', 'Shipping'),
  label: Schema.String,
  value: Schema.String,
})
export type SpecRow = typeof SpecRow.Type
export type SpecSection = SpecRow['section']
