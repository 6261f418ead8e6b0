import { describe, expect, it } from 'vitest'
import { DESIGN_TYPE, SHAPE } from '../catalog/ids'
import { CARTON_SUBSTRATE } from '../catalog/substrates'
import { evaluateOrder } from '../quote/evaluate-order'
import { emptyEnv } from '../rules/quote-env'
import { designOrder, line, upload } from '../testing/rule-fixtures'
import { designExtrasOf, priceDesignOrder } from './design-order'
import { defaultPricingParams as P } from './params'

const { edits, recreation, custom } = DESIGN_TYPE
const rasterLogo = { ...upload('logo'), filename: 'logo.png', mimetype: 'image/png' }
const amounts = (o: Parameters<typeof priceDesignOrder>[0]) =>
  priceDesignOrder(o, P)?.lines.map((l) => [l.label, l.cents])

describe('priceDesignOrder (docs/pricing-model.md §6, docs/design-pricing.md)', () => {
  it('charges the service of each design type, label and carton', () => {
    expect(amounts(designOrder(edits))).toEqual([['Artwork Edits', 3000]])
    expect(amounts(designOrder(recreation))).toEqual([['Artwork Recreation', 9500]])
    expect(amounts(designOrder(custom))).toEqual([['Custom Design', 25000]])
    const carton = designOrder(
      custom,
      { design_product_type_id: 2 },
      { substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs, shape_id: SHAPE.straightTuck },
    )
    expect(amounts(carton)).toEqual([['Custom Design', 45000]])
  })

  it('adds the extras the landing names, one line each', () => {
    const order = designOrder(
      custom,
      { is_vector_logo: false, is_font_license_needed: true },
      { order_uploads: [rasterLogo], shape_id: SHAPE.newShape },
    )
    expect(designExtrasOf(order)).toEqual(['low_resolution_file', 'font_license', 'custom_dieline'])
    expect(amounts(order)).toEqual([
      ['Custom Design', 25000],
      ['Uneditable or low-resolution file', 6000],
      ['Font licence', 4500],
      ['Custom shape dieline', 5000],
    ])
    expect(priceDesignOrder(order, P)?.totalCents).toBe(40500)
  })

  it('charges a rebuild for flattened edits artwork, never for recreation', () => {
    const jpg = { ...line(1, 1), customer_filename: 'old-label.JPG' }
    expect(designExtrasOf(designOrder(edits, {}, { designs_orders: [jpg] }))).toEqual([
      'low_resolution_file',
    ])
    expect(designExtrasOf(designOrder(edits))).toEqual([])
    expect(designExtrasOf(designOrder(recreation, {}, { designs_orders: [jpg] }))).toEqual([])
    // A raster logo the customer calls vector, or a vector logo, is not rebuilt.
    expect(designExtrasOf(designOrder(custom, {}, { order_uploads: [upload('logo')] }))).toEqual([])
  })

  it('charges edits per artwork file, a custom brief once whatever files come with it', () => {
    const files = [line(1, 1), line(2, 1), line(3, 1)]
    const edits3 = designOrder(edits, {}, { designs_orders: files, design_count: 3 })
    expect(amounts(edits3)).toEqual([['Artwork Edits × 3', 9000]])
    const custom3 = designOrder(custom, {}, { designs_orders: files, design_count: 3 })
    expect(amounts(custom3)).toEqual([['Custom Design', 25000]])
  })

  it('prices nothing until a design type is chosen', () => {
    expect(priceDesignOrder(designOrder(custom, { design_type_id: null }), P)).toBeNull()
  })

  it('shows the lines as price_breakdown adding up to quoted_total', () => {
    const order = designOrder(custom, { is_font_license_needed: true })
    const { order: priced } = evaluateOrder(order, { env: emptyEnv, now: '2026-03-02T14:00:00Z' })
    expect(priced.price_breakdown).toEqual([
      { label: 'Custom Design', amount: 250 },
      { label: 'Font licence', amount: 45 },
    ])
    expect(priced.quoted_total).toBe(295)
    expect(priced.ship_due_formatted).not.toBeNull()
  })
})
