import fc from 'fast-check'
import { seedDies } from '../catalog/dies'
import { palettes, styleCategories } from '../catalog/enumerations'
import { laminates } from '../catalog/laminates'
import type { ShapeCategory } from '../catalog/shapes'
import { shapes } from '../catalog/shapes'
import { substrates } from '../catalog/substrates'
import type { CompanyEntity } from '../schema/account'
import type { DesignsOrder } from '../schema/designs-order'
import * as act from '../order/actions'
import type { OrderAction } from '../order/actions'
import type { QuoteEnv } from '../rules/quote-env'

const bogus = 999
/** Test support: catalogue ids (and one unknown id), dimensions and helpers. */
export const substrateId = fc.constantFrom(...substrates.map((s) => s.id), bogus)
export const laminateId = fc.constantFrom(...laminates.map((l) => l.id), bogus)
export const shapeId = fc.constantFrom(...shapes.map((s) => s.id), bogus)
export const dieId = fc.constantFrom(
  ...seedDies.filter((_, i) => i % 7 === 0).map((d) => d.id),
  bogus,
)
export const small = (max: number) => fc.integer({ min: 0, max })
export const inches = fc.constantFrom(0.5, 0.625, 0.75, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 12, 23.25)
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })
export const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null })
const category = fc.constantFrom<ShapeCategory>(
  'square_rectangle',
  'circle_oval',
  'custom',
  'previously_used',
  'auto_lock',
  'straight_tuck',
  'custom_shape',
)

/** Test support: artwork lines, some paired, a few of quantity 1. */
export const designsOrdersArb: fc.Arbitrary<readonly DesignsOrder[]> = fc
  .array(fc.constantFrom(1, 1, 250, 500), { maxLength: 4 })
  .map((qtys) =>
    qtys.map((qty, i) => ({
      id: 100 + i,
      design_id: 200 + i,
      qty,
      customer_filename: `art-${i}.pdf`,
      signed_url: null,
      design: {
        id: 200 + i,
        customer_filename: `art-${i}.pdf`,
        is_linked: false,
        linked_design_id: null,
        print_sequence: null,
      },
      customer_filestack_id: null,
    })),
  )

const toggle = fc.boolean().map((on) => ({ on }))

/** Test support: any order action over ids of the catalogue (and a few unknown ids). */
export const orderActionArb: fc.Arbitrary<OrderAction> = fc.oneof(
  fc.constantFrom(1, 2, 3).map((p) => act.productTypeChanged({ productTypeId: p as 1 | 2 | 3 })),
  nullable(substrateId).map((substrateId) => act.materialSelected({ substrateId })),
  nullable(laminateId).map((laminateId) => act.laminateSelected({ laminateId })),
  toggle.map(act.coatingToggled),
  fc.record({ colorId: small(5), on: fc.boolean() }).map(act.colorModeToggled),
  toggle.map(act.duplexToggled),
  small(5).map((colorId) => act.duplexColorSelected({ colorId })),
  toggle.map(act.frontBackToggled),
  toggle.map(act.blankToggled),
  toggle.map(act.embossingToggled),
  small(4).map((proofTypeId) => act.proofTypeSelected({ proofTypeId })),
  toggle.map(act.printedProofOnlyToggled),
  toggle.map(act.flatPrintedProofToggled),
  category.map((c) => act.shapeCategorySelected({ category: c })),
  shapeId.map((id) => act.shapeSelected({ shapeId: id })),
  fc.boolean().map((isSquareCorners) => act.cornersChanged({ isSquareCorners })),
  fc
    .record({
      width: maybe(nullable(inches)),
      length: maybe(nullable(inches)),
      depth: maybe(nullable(inches)),
    })
    .map(act.sizeChanged),
  dieId.map((id) => act.dieSelected({ dieId: id })),
  dieId.map((id) => act.previousCustomSizeSelected({ dieId: id })),
  small(3).map((formFactorId) => act.formFactorSelected({ formFactorId })),
  small(5).map((rollDirectionId) => act.rollDirectionSelected({ rollDirectionId })),
  toggle.map(act.rollOptionsToggled),
  fc.constant(act.accountRollDefaultsApplied()),
  nullable(fc.constantFrom(1, 4, 6.5, 8, 10, 13, 20)).map((i) =>
    act.rollMaxDiameterChanged({ inches: i }),
  ),
  nullable(fc.constantFrom(10, 100, 750, 5000, 20000)).map((q) =>
    act.rollMaxQuantityChanged({ quantity: q }),
  ),
  toggle.map(act.fewestRollsToggled),
  small(3).map((rollId) => act.rollCoreSelected({ rollId })),
  fc
    .record({
      total_qty: maybe(nullable(fc.constantFrom(0, 1, 2, 4, 1000, 2500))),
      design_count: maybe(nullable(small(4))),
      design_qty: maybe(nullable(fc.constantFrom(1, 500))),
    })
    .map(act.quantitiesChanged),
  fc
    .record({ designsOrderId: fc.constantFrom(100, 101, 102), qty: fc.constantFrom(0, 1, 300) })
    .map(act.designQuantityChanged),
  designsOrdersArb.map((designs_orders) => act.designsSynced({ designs_orders })),
  fc
    .record({
      designId1: fc.constantFrom(200, 201, 202),
      designId2: fc.constantFrom(200, 201, 203),
    })
    .map(act.designsLinked),
  fc.constant(act.linksCleared()),
  small(3).map((backingId) => act.backingSelected({ backingId })),
  toggle.map(act.highOpacityWhiteToggled),
  toggle.map(act.highOpacityBlackToggled),
  toggle.map(act.reversePrintToggled),
  toggle.map(act.variableDataToggled),
  toggle.map(act.variablePrintOnlyToggled),
  fc.string({ maxLength: 20 }).map((text) => act.variableDataRequestsChanged({ text })),
  fc
    .record({
      is_color_matching: fc.boolean(),
      pantone_qty: small(25),
      pantone_comments: fc.string({ maxLength: 10 }),
    })
    .map(act.colorMatchingChanged),
  fc
    .record({ processingId: small(3), expediteDays: maybe(nullable(small(6))) })
    .map(act.processingSelected),
  fc.record({ comments_customer: maybe(fc.string({ maxLength: 10 })) }).map(act.notesChanged),
  nullable(fc.string({ maxLength: 10 })).map((customerLabel) =>
    act.customerLabelChanged({ customerLabel }),
  ),
  fc
    .constantFrom(1, 2, 3, null)
    .map((d) => act.designTypeSelected({ designTypeId: d as 1 | 2 | 3 | null })),
  fc.constantFrom(1, 2).map((p) => act.designBriefChanged({ design_product_type_id: p as 1 | 2 })),
  fc
    .record({
      categoryId: fc.constantFrom(...styleCategories.map((c) => c.id)),
      styleId: fc.constantFrom(11, 12, 21, 33, 41, 99),
    })
    .map(act.stylePickToggled),
  fc
    .constantFrom(...palettes.map((p) => p.id), 42)
    .map((paletteId) => act.paletteToggled({ paletteId })),
)

const accountArb: fc.Arbitrary<CompanyEntity | null> = nullable(
  fc.record({
    name: fc.constant('Acme'),
    roll_max: nullable(fc.constantFrom(3, 6, 9, 14, 50, 800, 20000 / 2)),
    roll_type_id: nullable(fc.constantFrom(1 as const, 2 as const)),
    is_fewest_possible_rolls: fc.boolean(),
  }),
)

/** Test support: the seed die library with or without company roll presets. */
export const envArb: fc.Arbitrary<QuoteEnv> = accountArb.map((account) => ({
  dies: seedDies,
  account,
  // Counterexamples print the account, not the whole die library.
  [fc.toStringMethod]: () => `{ dies: seedDies, account: ${JSON.stringify(account)} }`,
}))

/** Options switched on early so that their interplay with later events is exercised. */
const optionsOn: OrderAction[] = [
  act.frontBackToggled({ on: true }),
  act.duplexToggled({ on: true }),
  act.reversePrintToggled({ on: true }),
  act.proofTypeSelected({ proofTypeId: 3 }),
  act.flatPrintedProofToggled({ on: true }),
  act.printedProofOnlyToggled({ on: true }),
  act.designsLinked({ designId1: 200, designId2: 201 }),
  act.rollOptionsToggled({ on: true }),
  act.sizeChanged({ width: 0.75, length: 2 }),
]

const materialsOf = (product: 1 | 2, keep: (s: (typeof substrates)[number]) => boolean) =>
  fc.constantFrom(
    ...substrates.filter((s) => s.productTypeId === product && keep(s)).map((s) => s.id),
  )

/**
 * Test support: a realistic start (product, one of its materials and laminates, quantities,
 * maybe uploaded designs, some options on) followed by random events, so deep states are
 * reached often.
 */
export const orderActionsArb: fc.Arbitrary<OrderAction[]> = fc
  .constantFrom(1 as const, 2 as const, 3 as const)
  .chain((p) => {
    const product = p === 3 ? 1 : p
    return fc.tuple(
      fc.constant(p),
      // Clear films and duplex boards unlock reverse print, front/back and duplex.
      fc.oneof(
        materialsOf(product, (s) => s.listed),
        materialsOf(product, (s) => s.clear || s.duplexCapable),
      ),
      fc.constantFrom(...laminates.filter((l) => l.productTypeId === product).map((l) => l.id)),
      fc.constantFrom(1, 2, 4, 1000),
      fc.option(designsOrdersArb, { nil: undefined }),
      fc.subarray(optionsOn),
      fc.array(orderActionArb, { minLength: 5, maxLength: 40 }),
    )
  })
  .map(([p, substrateId, laminateId, total, designs, options, rest]) => [
    act.productTypeChanged({ productTypeId: p }),
    act.materialSelected({ substrateId }),
    act.laminateSelected({ laminateId }),
    act.quantitiesChanged({ total_qty: total, design_count: Math.min(total, 2) }),
    ...(designs === undefined ? [] : [act.designsSynced({ designs_orders: designs })]),
    ...options,
    ...rest,
  ])
