import { describe, expect, it } from 'vitest'
import { FORM_FACTOR, ORDER_STATUS } from '../catalog/ids'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { LABEL_SUBSTRATE } from '../catalog/substrates'
import {
  formFactorSelected,
  laminateSelected,
  materialSelected,
  shapeCategorySelected,
  shapeSelected,
  sizeChanged,
} from './actions'
import {
  selectIsInCart,
  selectIsSaved,
  selectNeedsArtwork,
  selectShapeCategory,
  selectStepLock,
  selectSteps,
  STEP_LOCKS,
} from './selectors'
import { carton, design, label, line, run, testEnv } from '../testing/order-fixtures'

const plastic = materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic })

describe('selectStepLock', () => {
  it('says what the shape waits for: the material, then its laminate', () => {
    expect(selectStepLock('shape', label(), testEnv)?.message).toBe('Choose a material first.')
    // A laminated material is chosen: the shape now waits for the laminate, not the material.
    expect(selectStepLock('shape', label(plastic), testEnv)?.message).toBe(
      'Choose a laminate first.',
    )
    const laminated = label(plastic, laminateSelected({ laminateId: LABEL_LAMINATE.gloss }))
    expect(selectStepLock('shape', laminated, testEnv)).toBeNull()
    const kraft = label(materialSelected({ substrateId: LABEL_SUBSTRATE.kraftPaper }))
    expect(selectStepLock('shape', kraft, testEnv)).toBeNull()
    // The design quoter asks the same of its label or carton.
    expect(
      selectStepLock(
        'shape',
        design(materialSelected({ substrateId: LABEL_SUBSTRATE.whitePaper })),
        testEnv,
      )?.code,
    ).toBe('laminate_first')
  })

  it('says what the size waits for: the shape, or the carton style', () => {
    expect(selectStepLock('size', label(), testEnv)).toBe(STEP_LOCKS.shape_first)
    expect(selectStepLock('size', carton(), testEnv)).toBe(STEP_LOCKS.carton_style_first)
    const shaped = label(
      plastic,
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      shapeCategorySelected({ category: 'square_rectangle' }),
    )
    expect(selectStepLock('size', shaped, testEnv)).toBeNull()
    expect(selectStepLock('size', shaped, { dies: [], account: null })?.code).toBe(
      'sizes_unavailable',
    )
  })

  it('locks exactly the steps selectSteps keeps closed', () => {
    const orders = [
      label(),
      label(plastic),
      label(plastic, laminateSelected({ laminateId: LABEL_LAMINATE.gloss })),
      label(
        plastic,
        laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
        shapeSelected({ shapeId: 1 }),
      ),
      carton(),
    ]
    for (const o of orders) {
      const steps = selectSteps(o, testEnv)
      expect(selectStepLock('shape', o, testEnv) === null).toBe(steps.shape)
      expect(selectStepLock('size', o, testEnv) === null).toBe(steps.size)
    }
  })
})

describe('selectSteps', () => {
  it('shows the laminate once a material needing one is chosen; shape waits for the laminate', () => {
    expect(selectSteps(label(), testEnv)).toMatchObject({ laminate: false, shape: false })
    expect(selectSteps(label(plastic), testEnv)).toMatchObject({ laminate: true, shape: false })
    expect(
      selectSteps(label(plastic, laminateSelected({ laminateId: LABEL_LAMINATE.gloss })), testEnv)
        .shape,
    ).toBe(true)
    expect(
      selectSteps(label(materialSelected({ substrateId: LABEL_SUBSTRATE.kraftPaper })), testEnv),
    ).toMatchObject({ laminate: false, shape: true })
  })

  it('opens the quantity with the size, before the application', () => {
    const shaped = label(
      plastic,
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      shapeSelected({ shapeId: 1 }),
    )
    expect(selectSteps(shaped, testEnv).quantity).toBe(false)
    const sized = run(shaped, [sizeChanged({ width: 2, length: 3 })])
    expect(selectSteps(sized, testEnv)).toMatchObject({ quantity: true, application: true })
    expect(selectSteps(carton(sizeChanged({ width: 2, length: 3 })), testEnv).quantity).toBe(false)
  })

  it('enables size once a category is chosen and dies exist', () => {
    const shaped = label(
      plastic,
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      shapeCategorySelected({ category: 'square_rectangle' }),
    )
    expect(selectSteps(shaped, testEnv).size).toBe(true)
    expect(selectSteps(shaped, { dies: [], account: null }).size).toBe(false)
    const custom = label(
      plastic,
      laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
      shapeCategorySelected({ category: 'custom' }),
    )
    // Custom is a category too: its size step (Search By Die ID, previous sizes) opens.
    expect(selectSteps(custom, testEnv).size).toBe(true)
    expect(
      selectSteps(
        label(
          plastic,
          laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
          shapeSelected({ shapeId: 13 }),
        ),
        testEnv,
      ).size,
    ).toBe(true)
  })

  it('enables the application once width and length are set (labels only)', () => {
    expect(selectSteps(label(sizeChanged({ width: 2 })), testEnv).application).toBe(false)
    expect(selectSteps(label(sizeChanged({ width: 2, length: 3 })), testEnv).application).toBe(true)
    expect(
      selectSteps(carton(sizeChanged({ width: 2, length: 3, depth: 4 })), testEnv).application,
    ).toBe(false)
  })

  it('enables artwork on a saved order once the application (labels) or the size (cartons) is set', () => {
    const applied = label(
      sizeChanged({ width: 2, length: 3 }),
      formFactorSelected({ formFactorId: FORM_FACTOR.handApplied }),
    )
    expect(selectSteps(applied, testEnv).artwork).toBe(false)
    expect(selectSteps({ ...applied, id: 42 }, testEnv).artwork).toBe(true)
    const box = carton(
      laminateSelected({ laminateId: CARTON_LAMINATE.gloss }),
      sizeChanged({ width: 2, length: 3, depth: 4 }),
    )
    expect(selectSteps({ ...box, id: 42 }, testEnv).artwork).toBe(true)
    expect(selectSteps({ ...carton(), id: 42 }, testEnv).artwork).toBe(false)
  })
})

describe('other selectors', () => {
  it('selectShapeCategory follows the shape', () => {
    expect(selectShapeCategory(label())).toBeNull()
    expect(selectShapeCategory(label(shapeSelected({ shapeId: 4 })))).toBe('circle_oval')
  })

  it('selectIsInCart and selectIsSaved read the status', () => {
    expect(selectIsInCart({ ...label(), status_id: ORDER_STATUS.inCart })).toBe(true)
    expect(selectIsSaved({ ...label(), status_id: ORDER_STATUS.saved })).toBe(true)
    expect(selectIsSaved(label())).toBe(false)
  })
})

describe('selectNeedsArtwork', () => {
  it('is true for printed work with no artwork uploaded', () => {
    expect(selectNeedsArtwork(label())).toBe(true)
    expect(selectNeedsArtwork(carton())).toBe(true)
  })

  it('is false once a design is uploaded, for blank work and for design orders', () => {
    expect(selectNeedsArtwork({ ...label(), designs_orders: [line(1, 100)] })).toBe(false)
    expect(selectNeedsArtwork({ ...carton(), is_blank: true })).toBe(false)
    expect(selectNeedsArtwork(design())).toBe(false)
  })
})
