import { it } from '@fast-check/vitest'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { DesignsOrder } from './designs-order'
import { GraphicDesignOrderDetails } from './graphic-design'
import { areStorableLines, isStorableBrief } from './plain-guards'
import { schemaArbitrary } from '../testing/schema-arbitrary'

/** Values near and beyond each field's limits, and of the wrong kind. */
const odd = fc.oneof(
  fc.constantFrom(null, undefined, 0, -1, 1.5, 2_147_483_648, 10_000_001, NaN, true, '', [], {}),
  fc.string({ maxLength: 3 }),
  fc.integer({ min: -3, max: 4 }),
  fc
    .nat({ max: 5 })
    .map((n) => 'x'.repeat([254, 255, 256, 2000, 2001, 2048, 2049, 5000, 5001][n] ?? 1)),
  fc.array(fc.record({ category_id: fc.integer({ min: 0, max: 2 }), style_id: fc.constant(1) }), {
    maxLength: 5,
  }),
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 5 }),
)

/** A valid value with some of its fields (nested ones too) replaced by odd values. */
const mutated = <A extends object>(valid: fc.Arbitrary<A>) =>
  fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), odd), { maxLength: 3 }), fc.nat())
    .map(([value, changes, nested]) => {
      const copy: Record<string, unknown> = structuredClone(value) as Record<string, unknown>
      const keys = Object.keys(copy)
      for (const [i, v] of changes) {
        const key = keys[i % keys.length] as string
        const inner = copy[key]
        if (
          typeof inner === 'object' &&
          inner !== null &&
          !Array.isArray(inner) &&
          nested % 2 === 0
        ) {
          const innerKeys = Object.keys(inner)
          ;(inner as Record<string, unknown>)[innerKeys[nested % innerKeys.length] as string] = v
        } else copy[key] = v
      }
      return copy
    })

describe('plain guards agree with the Schemas', () => {
  const isBrief = Schema.is(GraphicDesignOrderDetails)
  const areLines = Schema.is(Schema.Array(DesignsOrder))

  const brief = schemaArbitrary(GraphicDesignOrderDetails)
  const line = schemaArbitrary(DesignsOrder)

  it.prop([fc.oneof(brief, mutated(brief), odd)], { numRuns: 2000 })(
    'a design brief: isStorableBrief is Schema.is(GraphicDesignOrderDetails)',
    (v) => {
      expect(isStorableBrief(v)).toBe(isBrief(v))
    },
  )

  it.prop([fc.array(fc.oneof(line, mutated(line)), { maxLength: 4 })], { numRuns: 2000 })(
    'artwork lines: areStorableLines is Schema.is(Schema.Array(DesignsOrder))',
    (v) => {
      expect(areStorableLines(v)).toBe(areLines(v))
    },
  )

  it('both ways: valid values pass, broken ones fail', () => {
    const valid = fc.sample(brief, 1)[0]
    expect(isStorableBrief(valid)).toBe(true)
    expect(isStorableBrief({ ...valid, product_label: 'x'.repeat(256) })).toBe(false)
    expect(isStorableBrief({ ...valid, color_preferences: [1, 2, 3, 4] })).toBe(false)
    expect(areStorableLines([{ id: 1 }])).toBe(false)
    expect(areStorableLines([])).toBe(true)
  })
})
