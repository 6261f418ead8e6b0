import { describe, expect, it } from 'vitest'
import { seedDies } from '../catalog/dies'
import { DESIGN_TYPE } from '../catalog/ids'
import { emptyEnv } from './quote-env'
import { initialOrder } from '../schema/initial-order'
import { hasBlockingIssues, sizeErrorsPresent } from './issue'
import { cartonOrder, designOrder, labelOrder } from '../testing/rule-fixtures'
import { validateOrder } from './validate-order'

const env = { dies: seedDies, account: null }
const messages = (issues: readonly { message: string }[]) => issues.map((i) => i.message)

describe('validateOrder', () => {
  it('finds nothing wrong with complete label, carton and design orders', () => {
    expect(validateOrder(labelOrder(), env)).toEqual([])
    expect(validateOrder(cartonOrder(), env)).toEqual([])
    for (const type of [DESIGN_TYPE.edits, DESIGN_TYPE.recreation, DESIGN_TYPE.custom])
      expect(validateOrder(designOrder(type), env)).toEqual([])
  })

  it('lists what a fresh label quote still needs, size first', () => {
    expect(messages(validateOrder(initialOrder(1), emptyEnv))).toEqual([
      'Select Shape & Size',
      'Select Material & Laminate',
      'Select Application',
      'Upload Artwork (Now or Later)',
      'Provide Label & Design Quantity',
    ])
    expect(messages(validateOrder(initialOrder(2), emptyEnv))).toEqual([
      'Select Shape & Size',
      'Select Material & Laminate',
      'Upload Artwork (Now or Later)',
      'Provide Carton & Design Quantity',
    ])
  })

  it('runs design completeness only for design orders', () => {
    const issues = validateOrder(
      { ...designOrder(DESIGN_TYPE.edits), shape_id: null, width: 0.1 },
      env,
    )
    expect(issues).toEqual([])
    expect(messages(validateOrder(initialOrder(3), emptyEnv))).toEqual([
      'Choose Artwork Edits, Artwork Recreation or Custom design to start your quote',
    ])
  })

  it('adds roll settings for labels with roll options on', () => {
    const order = labelOrder({ is_special_roll_qty: true, roll_diameter_max: 14 })
    expect(messages(validateOrder(order, env))).toEqual([
      'Your Maximum Roll Diameter cannot be higher than 13".',
    ])
    expect(validateOrder(labelOrder({ roll_diameter_max: 14 }), env)).toEqual([])
  })

  it('combines size, option and completeness issues in a fixed order', () => {
    const issues = validateOrder(
      cartonOrder({
        width: 5,
        length: 4,
        is_embossing: true,
        is_flat_printed_proof: 1,
        total_qty: 0,
        design_qty: 0,
      }),
      env,
    )
    expect(messages(issues)).toEqual([
      'Width cannot be greater than length',
      'Embossed cartons cannot choose flat printed proof',
      'Provide Carton & Design Quantity',
    ])
    expect(hasBlockingIssues(issues)).toBe(true)
    expect(sizeErrorsPresent(issues)).toBe(true)
  })
})
