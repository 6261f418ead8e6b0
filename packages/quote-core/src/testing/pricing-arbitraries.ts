import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { CartonJob } from '../pricing/carton'
import type { LabelJob } from '../pricing/label'
import type { QuoteExtras } from '../pricing/quote'
import {
  CARTON_BOARDS,
  CARTON_LAMINATES,
  LABEL_LAMINATES,
  LABEL_MATERIALS,
} from '../pricing/stock-names'

// fast-check arbitraries for the pricing property tests (test-only module: imported solely by
// *.prop.test.ts files, never by the engine).

/** A dimension in 1/8 in steps between `lo` and `hi` inches. */
export const eighths = (lo: number, hi: number): Arbitrary<number> =>
  fc.integer({ min: Math.ceil(lo * 8), max: Math.floor(hi * 8) }).map((x) => x / 8)

/** Any valid label job of §3.1 (sizes, stocks, options, roll limits), one to four designs. */
export const labelJobArb: Arbitrary<LabelJob> = fc.record({
  widthIn: eighths(0.5, 12),
  lengthIn: eighths(0.5, 23.25),
  shape: fc.constantFrom('rectangle', 'square', 'circle', 'oval', 'custom'),
  material: fc.constantFrom(...LABEL_MATERIALS),
  laminate: fc.constantFrom(...LABEL_LAMINATES),
  designQuantities: fc.array(fc.integer({ min: 50, max: 20_000 }), { minLength: 1, maxLength: 4 }),
  colourMode: fc.constantFrom('cmyk', 'cmyk_white', 'black_only', 'white_only', 'double_sided'),
  highOpacityWhite: fc.boolean(),
  highOpacityBlack: fc.boolean(),
  reversePrint: fc.boolean(),
  embossing: fc.boolean(),
  variableData: fc.boolean(),
  pantoneQty: fc.integer({ min: 0, max: 3 }),
  petBacking: fc.boolean(),
  core: fc.constantFrom(3, 1),
  rollLimit: fc.oneof(
    fc.constant({ kind: 'default' as const }),
    fc.constant({ kind: 'fewest' as const }),
    eighths(4, 13).map((inches) => ({ kind: 'max_diameter' as const, inches })),
    fc.integer({ min: 100, max: 10_000 }).map((perRoll) => ({ kind: 'max_qty' as const, perRoll })),
  ),
  newDie: fc.boolean(),
})

/** Any carton job of §5.1 inside the spec's limits (some blanks exceed both sheets). */
export const cartonJobArb: Arbitrary<CartonJob> = fc
  .record({
    lengthIn: eighths(1.5, 12),
    widthRatio: fc.double({ min: 0.25, max: 1, noNaN: true }),
    depthIn: eighths(3, 11.75),
    style: fc.constantFrom('straight_tuck', 'auto_lock', 'custom'),
    board: fc.constantFrom(...CARTON_BOARDS),
    laminate: fc.constantFrom(...CARTON_LAMINATES),
    designQuantities: fc.array(fc.integer({ min: 50, max: 12_000 }), {
      minLength: 1,
      maxLength: 3,
    }),
    duplex: fc.boolean(),
    embossing: fc.boolean(),
    variableData: fc.boolean(),
    pantoneQty: fc.integer({ min: 0, max: 2 }),
    blank: fc.boolean(),
    coating: fc.boolean(),
    newDie: fc.boolean(),
  })
  .map(({ widthRatio, ...job }) => ({
    ...job,
    // W is the shorter side of the opening (§5.1), on the 1/8 in grid, at least 1.5 in.
    widthIn: Math.max(1.5, Math.floor(job.lengthIn * widthRatio * 8) / 8),
  }))

/** Proof, design service and a production-days request (possibly one that is not offered). */
export const extrasArb: Arbitrary<QuoteExtras> = fc.record({
  proof: fc.record({ kind: fc.constantFrom('none', 'digital', 'printed'), flat: fc.boolean() }),
  designService: fc.constantFrom('none', 'edits', 'recreation', 'custom'),
  extraRevisionRounds: fc.integer({ min: 0, max: 2 }),
  productionDays: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
  sameDayEligible: fc.boolean(),
})
