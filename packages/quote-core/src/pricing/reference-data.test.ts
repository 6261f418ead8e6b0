import { describe, expect, it } from 'vitest'
import { INDUSTRY_NOT_APPLICABLE, PRODUCT_TYPE, SHAPE } from '../catalog/ids'
import { referenceData } from './reference-data'
import { seedDies } from '../catalog/dies'
import { shapes } from '../catalog/shapes'

describe('referenceData', () => {
  const data = referenceData()
  const labelMaterials = data.substrates.filter(
    (s) => s.product_type_id === PRODUCT_TYPE.label && s.listed,
  )
  const tab = (c: string) =>
    labelMaterials.filter((s) => (s.categories as readonly string[]).includes(c)).length

  it('lists the label materials and carton materials of docs/product.md section 3, in its order', () => {
    expect(labelMaterials.map((s) => s.label)).toEqual([
      'White Plastic',
      'Metallic Plastic',
      'White Paper',
      'White Vinyl',
      'Avon Classic Crest',
      'Ultra-Clear Plastic',
      'Clear Plastic',
      'Estate 4 Paper',
      'TerraSkin',
      'Rainbow Holographic',
      'Kraft Paper',
      'Black Vellum',
      'Removable Plastic',
    ])
    expect(
      data.substrates
        .filter((s) => s.product_type_id === PRODUCT_TYPE.carton && s.listed)
        .map((s) => s.label),
    ).toEqual([
      'Bright White Paper SBS',
      'White Vellum Paper',
      'White Paper FBB',
      'Metallic Paper',
      'Holographic Paper',
      'Black Vellum',
    ])
  })

  it('fills the material tabs with the counts of docs/product.md section 2', () => {
    // The spec's own numbers: 'Best Sellers (5 materials), Waterproof (6), Eco-Friendly (3),
    // Unlaminated (4)'.
    expect([
      tab('best_seller'),
      tab('waterproof'),
      tab('eco_friendly'),
      tab('unlaminated'),
    ]).toEqual([5, 6, 3, 4])
  })

  it('lists the design industries of docs/product.md section 3, in its order', () => {
    expect(data.industries.map((i) => i.label)).toEqual([
      'Malt Beverages (Beer)',
      'Beverage',
      'Candles',
      'Cannabis/CBD',
      'Cosmetics',
      'Coffee/Tea',
      'Drug Products',
      'Electronics',
      'Food',
      'Household (Chemical)',
      'Medical',
      'Organic',
      'Pet Products',
      'Hard Seltzer',
      'Soap',
      'Distilled Spirits',
      'Supplements',
      'Tobacco/Vapes',
      'Wine',
      'Other',
      'Not Applicable',
    ])
    // Ids already stored on briefs keep their meaning.
    expect(data.industries.find((i) => i.label === 'Medical')?.id).toBe(211)
    expect(data.industries.find((i) => i.label === 'Other')?.id).toBe(220)
  })

  it('keeps the ids the spec fixes', () => {
    expect(data.product_types.map((p) => p.id)).toEqual([1, 2, 3])
    expect(data.shapes.find((s) => s.key === 'circle')?.id).toBe(SHAPE.circle)
    expect(data.shapes.find((s) => s.key === 'oval')?.id).toBe(4)
    expect(data.industries.find((i) => i.label === 'Not Applicable')?.id).toBe(
      INDUSTRY_NOT_APPLICABLE,
    )
  })

  it('gives every substrate its physical figures from the pricing tables', () => {
    const clear = data.substrates.find((s) => s.label === 'Clear Plastic')
    expect(clear?.attributes).toMatchObject({
      caliper_in: 0.0057,
      weight_gsm: 144,
      cost_per_msi: 0.58,
      clear: true,
    })
    for (const s of data.substrates) expect(s.attributes.caliper_in).toBeGreaterThan(0)
  })

  it('has unique ids in every list', () => {
    for (const list of [
      data.substrates,
      data.laminates,
      data.shapes,
      data.industries,
      data.palettes,
      data.colors,
    ]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
    }
  })
})

describe('seedDies', () => {
  it('holds several hundred sizes over every shape, some out of stock', () => {
    expect(seedDies.length).toBeGreaterThanOrEqual(250)
    // Custom and new shapes get a die made for the order: only they have no stock size.
    const madeToOrder: readonly number[] = [SHAPE.custom, SHAPE.newShape, SHAPE.customCarton]
    expect([...new Set(seedDies.map((d) => d.shape_id))].sort((a, b) => a - b)).toEqual(
      shapes
        .filter((s) => s.selectable && !madeToOrder.includes(s.id))
        .map((s) => s.id)
        .sort((a, b) => a - b),
    )
    expect(seedDies.some((d) => d.status_id !== 1)).toBe(true)
    expect(new Set(seedDies.map((d) => d.id)).size).toBe(seedDies.length)
  })
})
