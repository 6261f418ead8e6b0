import { describe, expect, it } from 'vitest'
import { FORM_FACTOR } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import { checkComments } from './comments'
import { cartonOrder, labelOrder, line, pair, upload } from '../testing/rule-fixtures'
import { checkStandardCompleteness } from './standard-completeness'

const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)
const check = checkStandardCompleteness

describe('checkStandardCompleteness (docs/product.md section 5)', () => {
  it('accepts the complete fixtures', () => {
    expect(check(labelOrder())).toEqual([])
    expect(check(cartonOrder())).toEqual([])
  })

  it("asks for 'Select Material & Laminate' without a material or a needed laminate", () => {
    expect(check(labelOrder({ substrate_id: null }))).toEqual([
      {
        category: 'material',
        message: 'Select Material & Laminate',
        blocking: true,
        code: 'material_missing',
        path: ['substrate_id', 'laminate_id'],
      },
    ])
    expect(messages(check(labelOrder({ laminate_id: null })))).toEqual([
      'Select Material & Laminate',
    ])
    expect(messages(check(cartonOrder({ substrate_id: LABEL_SUBSTRATE.whitePlastic })))).toEqual([
      'Select Material & Laminate',
    ])
    expect(messages(check(cartonOrder({ laminate_id: LABEL_LAMINATE.gloss })))).toEqual([
      'Select Material & Laminate',
    ])
    expect(
      check(labelOrder({ substrate_id: LABEL_SUBSTRATE.kraftPaper, laminate_id: null })),
    ).toEqual([])
    expect(
      check(
        cartonOrder({
          substrate_id: CARTON_SUBSTRATE.blackVellum,
          laminate_id: CARTON_LAMINATE.none,
        }),
      ),
    ).toEqual([])
  })

  it('asks White Vinyl to be at least 1" each way', () => {
    const vinyl = { substrate_id: LABEL_SUBSTRATE.whiteVinyl }
    expect(check(labelOrder({ ...vinyl, width: 1, length: 1 }))).toEqual([])
    expect(check(labelOrder({ ...vinyl, width: 0.875, length: 2 }))).toEqual([
      {
        category: 'label_size',
        message: 'White Vinyl must be at least 1"',
        blocking: true,
        code: 'white_vinyl_too_small',
        path: ['width', 'length'],
      },
    ])
    expect(messages(check(labelOrder({ ...vinyl, width: 2, length: 0.875 })))).toEqual([
      'White Vinyl must be at least 1"',
    ])
  })

  it("asks labels for 'Select Application', and machine-applied rolls for a direction", () => {
    expect(check(labelOrder({ form_factor_id: null }))).toEqual([
      {
        category: 'form_factor',
        message: 'Select Application',
        blocking: true,
        code: 'application_missing',
        path: ['form_factor_id'],
      },
    ])
    expect(messages(check(labelOrder({ form_factor_id: FORM_FACTOR.machineApplied })))).toEqual([
      'Select a roll direction',
    ])
    expect(
      check(labelOrder({ form_factor_id: FORM_FACTOR.machineApplied, roll_direction_id: 1 })),
    ).toEqual([])
    expect(check(cartonOrder({ form_factor_id: null }))).toEqual([])
  })

  it("asks for 'Upload Artwork (Now or Later)' with no upload and no design count", () => {
    expect(check(labelOrder({ design_count: null, designs_orders: [] }))).toEqual([
      {
        category: 'artwork',
        message: 'Upload Artwork (Now or Later)',
        blocking: true,
        code: 'artwork_missing',
        path: ['designs_orders'],
      },
    ])
    expect(messages(check(cartonOrder({ design_count: 0 })))).toEqual([
      'Upload Artwork (Now or Later)',
    ])
    expect(check(labelOrder({ design_count: null, designs_orders: [line(1, 1000)] }))).toEqual([])
  })

  it('asks for the label or carton and design quantity on the "later" path', () => {
    expect(check(labelOrder({ total_qty: null, design_qty: null }))).toEqual([
      {
        category: 'quantity',
        message: 'Provide Label & Design Quantity',
        blocking: true,
        code: 'quantities_missing',
        path: ['total_qty', 'design_qty'],
      },
    ])
    expect(messages(check(cartonOrder({ total_qty: 0, design_qty: null })))).toEqual([
      'Provide Carton & Design Quantity',
    ])
  })

  it('asks for the quantity before the artwork path is chosen, and not once a total is in', () => {
    const noArtwork = { design_count: null, designs_orders: [] }
    expect(
      messages(check(labelOrder({ ...noArtwork, total_qty: null, design_qty: null }))),
    ).toEqual(['Upload Artwork (Now or Later)', 'Provide Label & Design Quantity'])
    expect(messages(check(labelOrder({ ...noArtwork, total_qty: 1000 })))).toEqual([
      'Upload Artwork (Now or Later)',
    ])
  })

  it("asks for 'Enter a Quantity for all designs' (design_qty) and 'Enter Total Quantity'", () => {
    expect(check(labelOrder({ designs_orders: [line(1, 500), line(2, 0)] }))).toEqual([
      {
        category: 'quantity',
        subcategory: 'design_qty',
        message: 'Enter a Quantity for all designs',
        blocking: true,
        code: 'design_qty_missing',
        path: ['designs_orders'],
      },
    ])
    expect(check(labelOrder({ total_qty: null, designs_orders: [line(1, 0)] }))).toEqual([
      {
        category: 'quantity',
        subcategory: 'design_qty',
        message: 'Enter a Quantity for all designs',
        blocking: true,
        code: 'design_qty_missing',
        path: ['designs_orders'],
      },
      {
        category: 'total_qty',
        message: 'Enter Total Quantity',
        blocking: true,
        code: 'total_qty_missing',
        path: ['total_qty'],
      },
    ])
    expect(
      messages(check(cartonOrder({ is_blank: true, total_qty: null, design_count: null }))),
    ).toEqual(['Enter Total Quantity'])
  })

  it('asks each design for at least 50 unless the order is a printed proof only', () => {
    const few = check(labelOrder({ designs_orders: [line(1, 500), line(2, 49)] }))
    expect(few).toEqual([
      {
        category: 'quantity',
        subcategory: 'design_qty',
        message: 'Each design needs at least 50 labels',
        blocking: true,
        code: 'design_qty_below_minimum',
        path: ['designs_orders'],
      },
    ])
    expect(check(labelOrder({ designs_orders: [line(1, 50)] }))).toEqual([])
    expect(
      messages(check(cartonOrder({ design_count: 3, design_qty: null, total_qty: 147 }))),
    ).toEqual(['Each design needs at least 50 cartons'])
    expect(check(cartonOrder({ design_count: 3, design_qty: null, total_qty: 150 }))).toEqual([])
    expect(
      messages(check(cartonOrder({ is_blank: true, design_count: null, total_qty: 40 }))),
    ).toEqual(['Each design needs at least 50 cartons'])
    const proof = { is_printed_proof_only: true }
    expect(check(labelOrder({ ...proof, designs_orders: [line(1, 1), line(2, 1)] }))).toEqual([])
    expect(
      messages(check(labelOrder({ ...proof, design_count: 3, design_qty: null, total_qty: 2 }))),
    ).toEqual(['Each design needs at least 1 label'])
  })

  it('counts duplex pairs as one printed design each', () => {
    // 4 files in duplex = 2 printed designs; 100 cartons split as 50 + 50.
    expect(
      check(cartonOrder({ is_duplex: true, design_count: 4, design_qty: null, total_qty: 100 })),
    ).toEqual([])
    expect(check(cartonOrder({ is_duplex: true, designs_orders: pair(1, 2, 60) }))).toEqual([])
  })

  it('asks for a variable data file or special requests', () => {
    expect(check(labelOrder({ is_variable_data: true }))).toEqual([
      {
        category: 'variable_data',
        message: 'Variable Data is chosen, but no file provided.',
        blocking: true,
        code: 'variable_data_file_missing',
        path: ['order_uploads'],
      },
    ])
    expect(
      check(
        labelOrder({ is_variable_data: true, variable_data_special_requests: 'Numbered 1-1000' }),
      ),
    ).toEqual([])
    expect(
      check(labelOrder({ is_variable_data: true, order_uploads: [upload('variable_data')] })),
    ).toEqual([])
    expect(
      messages(check(labelOrder({ is_variable_data: true, order_uploads: [upload('logo')] }))),
    ).toEqual(['Variable Data is chosen, but no file provided.'])
  })

  it('asks for an even number of files for duplex and front/back printing', () => {
    expect(
      messages(
        check(cartonOrder({ is_duplex: true, design_count: 3, total_qty: 1000, design_qty: 500 })),
      ),
    ).toEqual(['You must upload an even number of files for duplex printing.'])
    const clear = { substrate_id: LABEL_SUBSTRATE.clearPlastic, is_front_back: true }
    expect(
      messages(check(labelOrder({ ...clear, designs_orders: [...pair(1, 2, 500), line(3, 500)] }))),
    ).toEqual(['You must upload an even number of files for front/back printing.'])
    expect(check(labelOrder({ ...clear, designs_orders: pair(1, 2, 500) }))).toEqual([])
  })
})

describe('checkComments', () => {
  it('reports notes too long to save in category comments', () => {
    expect(checkComments(labelOrder({ comments_customer: 'x'.repeat(5000) }))).toEqual([])
    expect(checkComments(labelOrder({ comments_customer: 'x'.repeat(5001) }))).toEqual([
      {
        category: 'comments',
        message: 'Additional Order Notes must be 5000 characters or fewer',
        blocking: true,
        code: 'comment_too_long',
        path: ['comments_customer'],
      },
    ])
    expect(messages(checkComments(labelOrder({ comments_preprinting: 'x'.repeat(5001) })))).toEqual(
      ['Artwork notes must be 5000 characters or fewer'],
    )
  })
})
