import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { seedDies } from '../catalog/dies'
import { laminates } from '../catalog/laminates'
import { shapes } from '../catalog/shapes'
import { substrates } from '../catalog/substrates'
import { CompanyEntity } from '../schema/account'
import { Order } from '../schema/order'
import { schemaArbitrary } from '../testing/schema-arbitrary'
import { validateOrder } from './validate-order'

const anyOrder = schemaArbitrary(Order)

// Schema-derived ids are rarely catalogue ids; this variant draws the fields the rules branch
// on from the catalogue and from realistic ranges, so every rule gets exercised.
const inches = fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: null })
const catalogOrder = fc
  .tuple(
    anyOrder,
    fc.record({
      product_type_id: fc.constantFrom(1 as const, 2 as const, 3 as const),
      substrate_id: fc.option(fc.constantFrom(...substrates.map((s) => s.id)), { nil: null }),
      laminate_id: fc.option(fc.constantFrom(...laminates.map((l) => l.id)), { nil: null }),
      shape_id: fc.option(fc.constantFrom(...shapes.map((s) => s.id)), { nil: null }),
      size_id: fc.option(fc.constantFrom(...seedDies.slice(0, 40).map((d) => d.id)), { nil: null }),
      size_type_id: fc.option(fc.constantFrom(1, 2), { nil: null }),
      color_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      duplex_color_id: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      form_factor_id: fc.option(fc.constantFrom(1, 2), { nil: null }),
      roll_id: fc.option(fc.constantFrom(1, 2), { nil: null }),
      substrate_backing_id: fc.option(fc.constantFrom(1, 2), { nil: null }),
      width: inches,
      length: inches,
      depth: inches,
      roll_diameter_max: inches,
      roll_qty_max: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
      design_count: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      total_qty: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
      is_special_roll_qty: fc.boolean(),
    }),
  )
  .map(([o, patch]): Order => ({ ...o, ...patch }))

const orders = fc.oneof(anyOrder, catalogOrder)
const env = fc.record({
  dies: fc.constantFrom([], seedDies),
  account: fc.option(schemaArbitrary(CompanyEntity), { nil: null }),
})

describe('validateOrder properties', () => {
  it.prop([orders, env], { numRuns: 500 })(
    'never throws on any order the schema accepts',
    (o, e) => {
      expect(Array.isArray(validateOrder(o, e))).toBe(true)
    },
  )

  it.prop([orders, env], { numRuns: 300 })('is deterministic', (o, e) => {
    expect(validateOrder(o, e)).toEqual(validateOrder(structuredClone(o), e))
  })

  it.prop([orders, env], { numRuns: 500 })(
    'gives every issue a non-empty message and category and a blocking flag',
    (o, e) => {
      for (const i of validateOrder(o, e)) {
        expect(i.message.trim()).not.toBe('')
        expect(i.category.trim()).not.toBe('')
        expect(typeof i.blocking).toBe('boolean')
      }
    },
  )

  const rollOrders = catalogOrder.map((o): Order => ({
    ...o,
    product_type_id: 1,
    is_special_roll_qty: true,
  }))

  it.prop([rollOrders, env], { numRuns: 300 })(
    'never needs the exception fallback for roll settings',
    (o, e) => {
      expect(validateOrder(o, e).filter((i) => i.category === 'exception')).toEqual([])
    },
  )
})
