import { describe, expect, it } from 'vitest'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import { issue, notice } from '../rules/issue'
import { validateOrder } from '../rules/validate-order'
import { DESIGN_TYPE, FORM_FACTOR } from '../catalog/ids'
import type { Order } from '../schema/order'
import { emptyGraphicDesignOrderDetails } from '../schema/graphic-design-values'
import {
  designBriefChanged,
  designTypeSelected,
  formFactorSelected,
  materialSelected,
  quantitiesChanged,
  shapeSelected,
  sizeChanged,
} from './actions'
import { selectCompletedSteps } from './completed-steps'
import { carton, design, label, line, testEnv } from '../testing/order-fixtures'

const gd = (o: Order) => o.graphic_design_order_details ?? emptyGraphicDesignOrderDetails()

const paper = materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })

describe('selectCompletedSteps', () => {
  it('ticks nothing on a fresh label quote', () => {
    const fresh = label()
    expect(selectCompletedSteps(fresh, validateOrder(fresh, testEnv))).toMatchObject({
      material: false,
      laminate: false,
      shape: false,
      size: false,
      application: false,
      artwork: false,
    })
  })

  it('ticks the quantity once a total is entered, with or without artwork', () => {
    const sized = label(paper, shapeSelected({ shapeId: 1 }), sizeChanged({ width: 2, length: 3 }))
    expect(selectCompletedSteps(sized, validateOrder(sized, testEnv)).quantity).toBe(false)
    const counted = label(
      paper,
      shapeSelected({ shapeId: 1 }),
      sizeChanged({ width: 2, length: 3 }),
      quantitiesChanged({ total_qty: 500 }),
    )
    expect(selectCompletedSteps(counted, validateOrder(counted, testEnv))).toMatchObject({
      quantity: true,
      artwork: false,
    })
  })

  it('ticks material, shape, size and application as a label quote fills in', () => {
    const o = label(
      paper,
      shapeSelected({ shapeId: 1 }),
      sizeChanged({ width: 2, length: 3 }),
      formFactorSelected({ formFactorId: FORM_FACTOR.machineApplied }),
    )
    expect(selectCompletedSteps(o, validateOrder(o, testEnv))).toMatchObject({
      material: true,
      shape: true,
      size: true,
      application: true,
    })
  })

  it('holds the size tick while a size error stands, and the application while the roll direction is missing', () => {
    const o = label(
      paper,
      sizeChanged({ width: 2, length: 3 }),
      formFactorSelected({ formFactorId: 1 }),
    )
    const issues = [
      issue('width', 'Width is too small', { code: 'size_below_minimum' }),
      issue('roll_direction', 'Select a roll direction', { code: 'roll_direction_missing' }),
    ]
    expect(selectCompletedSteps(o, issues)).toMatchObject({ size: false, application: false })
    // A notice of the same category never holds a step.
    const notices = issues.map((i) => notice(i.category, i.message, { code: i.code }))
    expect(selectCompletedSteps(o, notices)).toMatchObject({ size: true, application: true })
  })

  it('needs the depth of a carton', () => {
    const flat = carton(sizeChanged({ width: 2, length: 3 }))
    expect(selectCompletedSteps(flat, []).size).toBe(false)
    expect(
      selectCompletedSteps(carton(sizeChanged({ width: 2, length: 3, depth: 1 })), []).size,
    ).toBe(true)
  })

  it('ticks the artwork step once no artwork, quantity or total issue blocks', () => {
    const o = label()
    expect(
      selectCompletedSteps(o, [
        issue('quantity', 'Enter a quantity', { code: 'quantities_missing' }),
      ]).artwork,
    ).toBe(false)
    expect(
      selectCompletedSteps(o, [issue('total_qty', 'Too few', { code: 'total_qty_missing' })])
        .artwork,
    ).toBe(false)
    expect(
      selectCompletedSteps(o, [issue('color_mode', 'No', { code: 'color_mode_mismatch' })]).artwork,
    ).toBe(true)
  })

  it("reads a design order's steps from the design rules' codes", () => {
    const o = design()
    const issues = validateOrder(o, testEnv)
    const codes = issues.map((i) => i.code)
    const steps = selectCompletedSteps(o, issues)
    // Nothing is sized yet, whatever the rules ask.
    expect(steps.size).toBe(false)
    expect(steps.artwork).toBe(!codes.includes('artwork_missing'))
    expect(steps.instructions).toBe(!codes.includes('artwork_instructions_missing'))
    const missing = [
      issue('size', 'Enter your size', { code: 'dimensions_missing' }),
      issue('artwork', 'Upload Artwork', { code: 'artwork_missing' }),
      issue('artwork', 'Please Provide Artwork Instructions', {
        code: 'artwork_instructions_missing',
      }),
      issue('logo', 'Upload Logo', { code: 'logo_files_missing' }),
      issue('industry', 'Select your industry', { code: 'industry_missing' }),
    ]
    expect(selectCompletedSteps(o, missing)).toMatchObject({
      size: false,
      artwork: false,
      instructions: false,
      logo: false,
      industry: false,
    })
    const answered: Order = {
      ...o,
      width: 2,
      length: 3,
      designs_orders: [line(1, 100)],
      graphic_design_order_details: { ...gd(o), is_vector_logo: false },
    }
    expect(selectCompletedSteps(answered, [])).toMatchObject({
      size: true,
      artwork: true,
      instructions: true,
      logo: true,
      industry: true,
    })
  })

  it('shows no size or logo tick on a design quote before the customer answers them', () => {
    // Edits go without a size or a logo: nothing asks for them, yet nothing was chosen.
    const edits = design(designTypeSelected({ designTypeId: DESIGN_TYPE.edits }))
    const issues = validateOrder(edits, testEnv)
    expect(issues.map((i) => i.code)).not.toContain('dimensions_missing')
    expect(selectCompletedSteps(edits, issues)).toMatchObject({ size: false, logo: false })
    const sized = design(
      designTypeSelected({ designTypeId: DESIGN_TYPE.edits }),
      sizeChanged({ width: 2, length: 3 }),
    )
    expect(selectCompletedSteps(sized, validateOrder(sized, testEnv)).size).toBe(true)
    // A carton design is sized with its depth.
    const flat = {
      ...sized,
      graphic_design_order_details: { ...gd(sized), design_product_type_id: 2 as const },
    }
    expect(selectCompletedSteps(flat, []).size).toBe(false)
    expect(selectCompletedSteps({ ...flat, depth: 1 }, []).size).toBe(true)
    // The logo is answered by the vector question or by a logo file.
    const answered = design(
      designTypeSelected({ designTypeId: DESIGN_TYPE.edits }),
      designBriefChanged({ is_vector_logo: false }),
    )
    expect(selectCompletedSteps(answered, validateOrder(answered, testEnv)).logo).toBe(true)
  })
})
