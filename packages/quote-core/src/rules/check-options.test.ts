import { describe, expect, it } from 'vitest'
import { BACKING, COLOR, PRODUCT_TYPE } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import { emptyEnv } from './quote-env'
import { canAddToCart, canSaveQuote, checkOptions, qtyOnRollAvailability } from './check-options'
import { issue, notice } from './issue'
import { cartonOrder, labelOrder, line, pair } from '../testing/rule-fixtures'

const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)

describe('checkOptions (docs/product.md section 5, "Options")', () => {
  it('accepts the complete fixtures', () => {
    expect(checkOptions(labelOrder())).toEqual([])
    expect(checkOptions(cartonOrder())).toEqual([])
  })

  it("blocks duplex on blank cartons with 'Duplex is not available for blank cartons'", () => {
    expect(checkOptions(cartonOrder({ is_duplex: true, is_blank: true }))).toEqual([
      {
        category: 'duplex',
        message: 'Duplex is not available for blank cartons',
        blocking: true,
        code: 'option_unavailable',
        path: ['is_duplex'],
      },
    ])
  })

  it("blocks duplex on Metallic and Holographic: 'Duplex is not available for {material}'", () => {
    expect(
      messages(
        checkOptions(
          cartonOrder({ is_duplex: true, substrate_id: CARTON_SUBSTRATE.metallicPaper }),
        ),
      ),
    ).toEqual(['Duplex is not available for Metallic Paper'])
    expect(
      messages(
        checkOptions(
          cartonOrder({ is_duplex: true, substrate_id: CARTON_SUBSTRATE.holographicPaper }),
        ),
      ),
    ).toEqual(['Duplex is not available for Holographic Paper'])
    expect(messages(checkOptions(labelOrder({ is_duplex: true })))).toEqual([
      'Duplex is available for cartons only',
    ])
  })

  it("keeps the duplex colour in the substrate's list", () => {
    expect(
      checkOptions(cartonOrder({ is_duplex: true, duplex_color_id: COLOR.blackOnly })),
    ).toEqual([])
    expect(
      messages(checkOptions(cartonOrder({ is_duplex: true, duplex_color_id: COLOR.whiteOnly }))),
    ).toEqual(['This inside color is not available for Bright White Paper SBS'])
  })

  it('blocks front/back when blank and on non-clear materials, and ties it to Double-Sided', () => {
    const clear = { substrate_id: LABEL_SUBSTRATE.clearPlastic }
    expect(
      checkOptions(labelOrder({ ...clear, is_front_back: true, color_id: COLOR.doubleSided })),
    ).toEqual([])
    expect(
      messages(checkOptions(labelOrder({ is_front_back: true, color_id: COLOR.doubleSided }))),
    ).toEqual([
      'Front/Back printing needs a clear material',
      'Double-Sided printing needs a clear material',
    ])
    expect(messages(checkOptions(cartonOrder({ is_front_back: true, is_blank: true })))).toContain(
      'Front/Back is not available for blank cartons',
    )
    expect(messages(checkOptions(labelOrder({ ...clear, is_front_back: true })))).toEqual([
      'Choose Double-Sided color to print front/back labels',
    ])
    expect(messages(checkOptions(labelOrder({ ...clear, color_id: COLOR.doubleSided })))).toEqual([
      'Turn on front/back printing to print Double-Sided labels',
    ])
  })

  it('allows embossing on cartons only and no flat printed proof with embossing', () => {
    expect(checkOptions(cartonOrder({ is_embossing: true }))).toEqual([])
    expect(messages(checkOptions(labelOrder({ is_embossing: true })))).toEqual([
      'Embossing is available for cartons only',
    ])
    expect(checkOptions(cartonOrder({ is_flat_printed_proof: 1 }))).toEqual([])
    expect(
      messages(checkOptions(cartonOrder({ is_embossing: true, is_flat_printed_proof: 1 }))),
    ).toEqual(['Embossed cartons cannot choose flat printed proof'])
  })

  it('allows Printed Proof Only only when every design quantity is 1', () => {
    expect(messages(checkOptions(labelOrder({ is_printed_proof_only: true })))).toEqual([
      'Printed Proof Only is available when every design has a quantity of 1',
    ])
    expect(
      checkOptions(
        labelOrder({ is_printed_proof_only: true, designs_orders: [line(1, 1), line(2, 1)] }),
      ),
    ).toEqual([])
    expect(
      checkOptions(labelOrder({ is_printed_proof_only: true, design_count: 2, total_qty: 2 })),
    ).toEqual([])
  })

  it('keeps the laminate allowed for the substrate', () => {
    expect(
      messages(
        checkOptions(
          labelOrder({
            substrate_id: LABEL_SUBSTRATE.metallicPlastic,
            laminate_id: LABEL_LAMINATE.linen,
          }),
        ),
      ),
    ).toEqual(['Linen is not available for Metallic Plastic'])
    expect(
      messages(
        checkOptions(
          labelOrder({
            substrate_id: LABEL_SUBSTRATE.kraftPaper,
            laminate_id: LABEL_LAMINATE.gloss,
          }),
        ),
      ),
    ).toEqual(['Kraft Paper is printed without a laminate'])
    expect(messages(checkOptions(cartonOrder({ laminate_id: CARTON_LAMINATE.none })))).toEqual([
      'Bright White Paper SBS must be laminated',
    ])
  })

  it('checks inks, reverse print and high opacity against the material', () => {
    expect(messages(checkOptions(labelOrder({ color_id: COLOR.whiteOnly })))).toEqual([
      'White Ink Only is not available for White Plastic',
    ])
    expect(
      messages(
        checkOptions(
          labelOrder({
            substrate_id: LABEL_SUBSTRATE.blackVellum,
            laminate_id: LABEL_LAMINATE.none,
            color_id: COLOR.blackOnly,
          }),
        ),
      ),
    ).toEqual(['Black Ink Only is not available for Black Vellum'])
    expect(messages(checkOptions(labelOrder({ is_reverse_print: true })))).toEqual([
      'Reverse Printing needs a clear material',
    ])
    expect(messages(checkOptions(labelOrder({ is_high_opacity_white: true })))).toEqual([
      'High Opacity White is not needed on White Plastic',
    ])
    expect(
      messages(
        checkOptions(
          labelOrder({
            is_high_opacity_black: true,
            color_id: COLOR.whiteOnly,
            substrate_id: LABEL_SUBSTRATE.clearPlastic,
          }),
        ),
      ),
    ).toEqual(['High Opacity Black is not available with White Ink Only'])
  })

  it('does not allow the moisture and oil coating with duplex', () => {
    const coated = { substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbsCoated }
    expect(checkOptions(cartonOrder(coated))).toEqual([])
    expect(messages(checkOptions(cartonOrder({ ...coated, is_duplex: true })))).toContain(
      'Moisture and Oil Resistant Coating is not available with duplex printing',
    )
  })

  it('allows a backing choice only where the material offers it', () => {
    expect(checkOptions(labelOrder({ substrate_backing_id: BACKING.pet }))).toEqual([])
    expect(
      messages(
        checkOptions(
          labelOrder({
            substrate_id: LABEL_SUBSTRATE.whitePaper,
            substrate_backing_id: BACKING.pet,
          }),
        ),
      ),
    ).toEqual(['White Paper comes on its standard backing'])
  })

  it("asks for 'Exactly 2 files per pair' in duplex and front/back mode", () => {
    const duplex = { is_duplex: true }
    expect(
      checkOptions(
        cartonOrder({ ...duplex, designs_orders: [...pair(1, 2, 500), ...pair(3, 4, 500)] }),
      ),
    ).toEqual([])
    const dangling = cartonOrder({
      ...duplex,
      designs_orders: [line(1, 500, { linked_design_id: 9 })],
    })
    expect(checkOptions(dangling)).toEqual([
      {
        category: 'artwork',
        subcategory: 'pairs',
        message: 'Exactly 2 files per pair',
        blocking: true,
        code: 'artwork_pairs_invalid',
        path: ['designs_orders'],
      },
    ])
    const triple = [
      line(1, 500, { linked_design_id: 2 }),
      line(2, 500, { linked_design_id: 3 }),
      line(3, 500, { linked_design_id: 1 }),
    ]
    expect(messages(checkOptions(cartonOrder({ ...duplex, designs_orders: triple })))).toEqual([
      'Exactly 2 files per pair',
    ])
    const clear = {
      substrate_id: LABEL_SUBSTRATE.clearPlastic,
      is_front_back: true,
      color_id: COLOR.doubleSided,
    }
    expect(
      messages(
        checkOptions(
          labelOrder({ ...clear, designs_orders: [line(1, 500, { linked_design_id: 1 })] }),
        ),
      ),
    ).toEqual(['Exactly 2 files per pair'])
    expect(
      checkOptions(cartonOrder({ designs_orders: [line(1, 500, { linked_design_id: 9 })] })),
    ).toEqual([])
  })

  it('has nothing to say about design orders', () => {
    expect(
      checkOptions({ ...labelOrder({ is_duplex: true }), product_type_id: PRODUCT_TYPE.design }),
    ).toEqual([])
  })
})

describe('qtyOnRollAvailability', () => {
  it('is available for a label with a valid size and quantities', () => {
    expect(qtyOnRollAvailability(labelOrder(), emptyEnv)).toEqual({ available: true })
  })

  it('is disabled with size errors', () => {
    expect(qtyOnRollAvailability(labelOrder({ width: 0.25 }), emptyEnv)).toEqual({
      available: false,
      reason: 'Choose a valid size before setting the quantity on each roll',
    })
  })

  it('is disabled with total-quantity errors', () => {
    const reason = 'Enter your quantities before setting the quantity on each roll'
    expect(
      qtyOnRollAvailability(labelOrder({ total_qty: null, design_qty: null }), emptyEnv),
    ).toEqual({ available: false, reason })
    expect(
      qtyOnRollAvailability(labelOrder({ designs_orders: [line(1, 0), line(2, 500)] }), emptyEnv),
    ).toEqual({
      available: false,
      reason,
    })
  })

  it('is for labels only', () => {
    expect(qtyOnRollAvailability(cartonOrder(), emptyEnv).available).toBe(false)
  })
})

describe('buttons', () => {
  it('enables Add to Cart only without blocking issues while idle', () => {
    const idle = { saving: false, adding: false }
    expect(canAddToCart([], idle)).toBe(true)
    expect(
      canAddToCart(
        [notice('max_rolls', 'Please enter a value.', { code: 'roll_limit_missing' })],
        idle,
      ),
    ).toBe(true)
    expect(canAddToCart([issue('size', 'Select Size', { code: 'size_missing' })], idle)).toBe(false)
    expect(canAddToCart([], { saving: true, adding: false })).toBe(false)
    expect(canAddToCart([], { saving: false, adding: true })).toBe(false)
  })

  it('disables Save Quote with a comments error or no material', () => {
    expect(
      canSaveQuote(labelOrder(), [issue('size', 'Select Size', { code: 'size_missing' })]),
    ).toBe(true)
    expect(
      canSaveQuote(labelOrder(), [issue('comments', 'Too long', { code: 'comment_too_long' })]),
    ).toBe(false)
    expect(canSaveQuote(labelOrder({ substrate_id: null }), [])).toBe(false)
  })
})
