import { describe, expect, it } from 'vitest'
import { DESIGN_TYPE, FORM_FACTOR, INDUSTRY_NOT_APPLICABLE } from '../catalog/ids'
import { CARTON_SUBSTRATE } from '../catalog/substrates'
import { checkDesignCompleteness } from './design-completeness'
import { designOrder, upload } from '../testing/rule-fixtures'

const { edits, recreation, custom } = DESIGN_TYPE
const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)
const categoryOf = (issues: readonly { message: string; category: string }[], message: string) =>
  issues.find((i) => i.message === message)?.category

describe('checkDesignCompleteness (docs/product.md section 5)', () => {
  it('accepts complete edits, recreation and custom briefs', () => {
    for (const type of [edits, recreation, custom])
      expect(checkDesignCompleteness(designOrder(type))).toEqual([])
  })

  it('asks for a design service before anything else', () => {
    expect(
      messages(checkDesignCompleteness(designOrder(custom, { design_type_id: null }))),
    ).toEqual(['Choose Artwork Edits, Artwork Recreation or Custom design to start your quote'])
    expect(
      messages(
        checkDesignCompleteness(designOrder(custom, {}, { graphic_design_order_details: null })),
      ),
    ).toHaveLength(1)
  })

  it("asks every design type for 'Select a Material' of the brief's product", () => {
    for (const type of [edits, recreation, custom])
      expect(checkDesignCompleteness(designOrder(type, {}, { substrate_id: null }))).toEqual([
        {
          category: 'material',
          message: 'Select a Material',
          blocking: true,
          code: 'material_missing',
          path: ['substrate_id'],
        },
      ])
    expect(
      messages(
        checkDesignCompleteness(
          designOrder(edits, {}, { substrate_id: CARTON_SUBSTRATE.whitePaperFbb }),
        ),
      ),
    ).toEqual(['Select a Material'])
  })

  it('asks edits and recreation for artwork and instructions', () => {
    for (const type of [edits, recreation]) {
      const issues = checkDesignCompleteness(
        designOrder(type, { comments_graphic_design: '  ' }, { designs_orders: [] }),
      )
      expect(messages(issues)).toEqual(['Upload Artwork', 'Please Provide Artwork Instructions'])
      expect(issues.every((i) => i.category === 'artwork' && i.blocking)).toBe(true)
    }
  })

  it("asks recreation for 'Upload Logo Files'", () => {
    const issues = checkDesignCompleteness(designOrder(recreation, {}, { order_uploads: [] }))
    expect(issues).toEqual([
      {
        category: 'logo',
        message: 'Upload Logo Files',
        blocking: true,
        code: 'logo_files_missing',
        path: ['order_uploads'],
      },
    ])
    expect(checkDesignCompleteness(designOrder(edits, {}, { order_uploads: [] }))).toEqual([])
  })

  it('asks custom briefs for roll direction, shape and dimensions on the quoter step', () => {
    const quoter = checkDesignCompleteness(
      designOrder(
        custom,
        {},
        { form_factor_id: FORM_FACTOR.machineApplied, shape_id: null, width: 0 },
      ),
    )
    expect(quoter.map((i) => [i.category, i.message])).toEqual([
      ['roll_direction', 'Select a roll direction'],
      ['shape', 'Select A Shape'],
      ['size', 'Enter label dimensions'],
    ])
    const carton = designOrder(
      custom,
      { design_product_type_id: 2 },
      {
        substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
        shape_id: null,
        depth: null,
        form_factor_id: null,
      },
    )
    expect(messages(checkDesignCompleteness(carton))).toEqual(['Enter carton dimensions'])
  })

  it("asks for 'Upload Logo Vector Files' when a vector logo is claimed", () => {
    const claimed = designOrder(custom, { is_vector_logo: true })
    expect(messages(checkDesignCompleteness(claimed))).toEqual(['Upload Logo Vector Files'])
    expect(checkDesignCompleteness({ ...claimed, order_uploads: [upload('logo')] })).toEqual([])
  })

  it('asks for industry and regulatory info unless Not Applicable', () => {
    const issues = checkDesignCompleteness(
      designOrder(custom, { product_industry_id: null, product_regulatory_information: 'x' }),
    )
    expect(issues.map((i) => [i.category, i.message])).toEqual([
      ['industry', 'Select Your Industry'],
      ['industry', 'Enter Industry Regulatory Info'],
    ])
    expect(
      checkDesignCompleteness(designOrder(custom, { product_regulatory_information: 'ok' })),
    ).toEqual([])
    expect(
      checkDesignCompleteness(
        designOrder(custom, {
          product_industry_id: INDUSTRY_NOT_APPLICABLE,
          product_regulatory_information: '',
        }),
      ),
    ).toEqual([])
  })

  it('asks for a style pick or a style reference upload (design_style)', () => {
    const none = designOrder(custom, { design_style_preferences: [] })
    expect(checkDesignCompleteness(none)).toEqual([
      {
        category: 'design_style',
        message: 'Select Your Design Style Preference',
        blocking: true,
        path: ['design_style_preferences'],
        code: 'design_style_missing',
      },
    ])
    expect(
      checkDesignCompleteness({ ...none, order_uploads: [upload('style_reference')] }),
    ).toEqual([])
  })

  it('asks for colour preferences: a palette or specific brand colours (color)', () => {
    const none = designOrder(custom, { color_preferences: [], color_preference_specific: '' })
    expect(checkDesignCompleteness(none).map((i) => [i.category, i.message])).toEqual([
      ['color', 'Select Your Color Preferences'],
    ])
    expect(
      checkDesignCompleteness(
        designOrder(custom, { color_preferences: [], color_preference_specific: 'Navy' }),
      ),
    ).toEqual([])
  })

  it('asks for every brand and product text, each in its step category', () => {
    const empty = designOrder(custom, {
      brand_description: '',
      website_url: ' ',
      product_name_description: '',
      product_ingredients_directions: '',
      specific_fonts: '',
      look_feel_description: '',
    })
    const issues = checkDesignCompleteness(empty)
    expect(messages(issues)).toEqual([
      'Enter Your Brand Description',
      'Enter Your Website',
      'Enter Your Product Name & Description',
      'Enter Your Product Ingredients & Directions for Use',
      'Preferred Fonts',
      'Describe Look & Feel',
    ])
    expect(categoryOf(issues, 'Enter Your Brand Description')).toBe('brand')
    expect(categoryOf(issues, 'Enter Your Website')).toBe('brand')
    expect(categoryOf(issues, 'Preferred Fonts')).toBe('brand')
    expect(categoryOf(issues, 'Describe Look & Feel')).toBe('brand')
    expect(categoryOf(issues, 'Enter Your Product Name & Description')).toBe('product')
    expect(categoryOf(issues, 'Enter Your Product Ingredients & Directions for Use')).toBe(
      'product',
    )
  })

  it('does not ask edits or recreation for the custom brief', () => {
    const bare = {
      design_style_preferences: [],
      color_preferences: [],
      brand_description: '',
      product_industry_id: null,
    }
    expect(checkDesignCompleteness(designOrder(edits, bare))).toEqual([])
    expect(checkDesignCompleteness(designOrder(recreation, bare))).toEqual([])
  })
})
