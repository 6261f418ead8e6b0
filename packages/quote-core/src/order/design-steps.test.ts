import { describe, expect, it } from 'vitest'
import { DESIGN_TYPE } from '../catalog/ids'
import type { ValidationError } from '../schema/validation-error'
import { designTypeSelected } from './actions'
import {
  designFieldMessage,
  designNext,
  designStepNumber,
  designStepOfCategory,
  designStepReachable,
  initialDesignStep,
  nextDesignStep,
  parseDesignStep,
  previousDesignStep,
  type DesignStep,
} from './design-steps'
import { checkDesignCompleteness } from '../rules/design-completeness'
import { designOrder } from '../testing/rule-fixtures'
import { design } from '../testing/order-fixtures'

const custom = design(designTypeSelected({ designTypeId: DESIGN_TYPE.custom }))
const edits = design(designTypeSelected({ designTypeId: DESIGN_TYPE.edits }))
const error = (category: string, blocking = true): ValidationError => ({
  category,
  message: 'x',
  blocking,
  code: 'material_missing',
})

describe('design quoter steps', () => {
  it('starts at the landing, or at the quoter when the order has a design type', () => {
    expect(initialDesignStep(design())).toBe('landing')
    expect(initialDesignStep(edits)).toBe('quoter')
  })

  it('custom goes quoter, design style, colour, brand and product, then to the cart', () => {
    const path: string[] = []
    let step: string = 'landing'
    while (step !== 'add_to_cart') {
      path.push(step)
      step = nextDesignStep(step as DesignStep, custom)
    }
    expect(path).toEqual([
      'landing',
      'quoter',
      'design_style',
      'color_preferences',
      'brand_product',
    ])
  })

  it('edits and recreation go from the quoter straight to the cart', () => {
    expect(nextDesignStep('quoter', edits)).toBe('add_to_cart')
    expect(
      nextDesignStep(
        'quoter',
        design(designTypeSelected({ designTypeId: DESIGN_TYPE.recreation })),
      ),
    ).toBe('add_to_cart')
  })

  it('goes back one step, and from direction steps of a non-custom order to the quoter', () => {
    expect(previousDesignStep('landing', custom)).toBeNull()
    expect(previousDesignStep('color_preferences', custom)).toBe('design_style')
    expect(previousDesignStep('brand_product', edits)).toBe('quoter')
    expect(previousDesignStep('quoter', edits)).toBe('landing')
  })

  it("raises 'invalid quoter step' for an unknown step", () => {
    expect(() => nextDesignStep('checkout' as DesignStep, custom)).toThrow('invalid quoter step')
    expect(() => previousDesignStep('checkout' as DesignStep, custom)).toThrow(
      'invalid quoter step',
    )
    expect(parseDesignStep('checkout')).toEqual({
      _tag: 'InvalidQuoterStep',
      message: 'invalid quoter step',
      step: 'checkout',
    })
    expect(parseDesignStep('quoter')).toBe('quoter')
  })

  it('numbers the steps for the order summary (Step N of 4)', () => {
    expect(designStepNumber('landing', custom)).toBeNull()
    expect(designStepNumber('quoter', custom)).toEqual({ n: 1, of: 4 })
    expect(designStepNumber('brand_product', custom)).toEqual({ n: 4, of: 4 })
  })

  it('counts no steps for edits and recreation, whose summary lists one step', () => {
    for (const designTypeId of [DESIGN_TYPE.edits, DESIGN_TYPE.recreation]) {
      const o = design(designTypeSelected({ designTypeId }))
      expect(designStepNumber('quoter', o)).toBeNull()
    }
    expect(() => designStepNumber('checkout' as 'quoter', design())).toThrow('invalid quoter step')
  })
})

describe('designNext', () => {
  it('needs a design type to leave the landing', () => {
    expect(designNext('landing', design(), [])).toEqual({
      target: 'quoter',
      enabled: false,
      label: 'Start Your Quote',
    })
    expect(designNext('landing', custom, []).enabled).toBe(true)
  })

  it('is disabled while blocking errors of its category remain', () => {
    expect(designNext('design_style', custom, [error('design_style')]).enabled).toBe(false)
    expect(designNext('design_style', custom, [error('color')]).enabled).toBe(true)
    expect(designNext('color_preferences', custom, [error('color')]).enabled).toBe(false)
    expect(designNext('design_style', custom, [error('design_style', false)]).enabled).toBe(true)
  })

  it("leaves the custom quoter step with 'Next: Design Direction' once its own fields are complete", () => {
    expect(designNext('quoter', custom, [error('design_style')])).toEqual({
      target: 'design_style',
      enabled: true,
      label: 'Next: Design Direction',
    })
    expect(designNext('quoter', custom, [error('material')]).enabled).toBe(false)
  })

  it('offers Add to Cart (Save Changes when editing) once nothing blocks', () => {
    expect(designNext('brand_product', custom, [error('brand')])).toEqual({
      target: 'add_to_cart',
      enabled: false,
      label: 'Add to Cart',
    })
    expect(designNext('quoter', edits, [], { editMode: true })).toEqual({
      target: 'add_to_cart',
      enabled: true,
      label: 'Save Changes',
    })
  })
})

describe('design step buttons', () => {
  it('links each error category to the step that clears it', () => {
    expect(designStepOfCategory('design_style')).toBe('design_style')
    expect(designStepOfCategory('color')).toBe('color_preferences')
    expect(designStepOfCategory('brand')).toBe('brand_product')
    expect(designStepOfCategory('product')).toBe('brand_product')
    expect(designStepOfCategory('industry')).toBe('quoter')
    expect(designStepOfCategory('material')).toBe('quoter')
  })

  it('reaches a direction step only once every Next before it is enabled', () => {
    const order = designOrder(DESIGN_TYPE.custom, { color_preferences: [] })
    const errors = checkDesignCompleteness(order)
    expect(designStepReachable('quoter', order, errors)).toBe(true)
    expect(designStepReachable('color_preferences', order, errors)).toBe(true)
    expect(designStepReachable('brand_product', order, errors)).toBe(false)
    expect(designStepReachable('design_style', designOrder(DESIGN_TYPE.edits), [])).toBe(false)
  })
})

describe('designFieldMessage', () => {
  const recreation = design(designTypeSelected({ designTypeId: DESIGN_TYPE.recreation }))
  const errors = checkDesignCompleteness(recreation)

  it('shows no logo message on a fresh quote, though Items Incomplete lists it', () => {
    expect(errors.map((e) => e.message)).toContain('Upload Logo Files')
    expect(designFieldMessage('logo', errors, { touched: false, asked: false })).toBeNull()
  })

  it('shows it once the customer touched the logo step or asked what is missing', () => {
    expect(designFieldMessage('logo', errors, { touched: true, asked: false })).toBe(
      'Upload Logo Files',
    )
    expect(designFieldMessage('logo', errors, { touched: false, asked: true })).toBe(
      'Upload Logo Files',
    )
  })

  it('names the vector files when a vector logo was claimed, and nothing once uploaded', () => {
    const claimed = designOrder(DESIGN_TYPE.custom, { is_vector_logo: true })
    const seen = { touched: true, asked: false }
    expect(designFieldMessage('logo', checkDesignCompleteness(claimed), seen)).toBe(
      'Upload Logo Vector Files',
    )
    const uploaded = designOrder(
      DESIGN_TYPE.custom,
      { is_vector_logo: true },
      {
        order_uploads: designOrder(DESIGN_TYPE.recreation).order_uploads,
      },
    )
    expect(designFieldMessage('logo', checkDesignCompleteness(uploaded), seen)).toBeNull()
  })
})
