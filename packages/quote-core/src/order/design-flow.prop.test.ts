import { it } from '@fast-check/vitest'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { industries, palettes, styleCategories } from '../catalog/enumerations'
import { COLOR, SHAPE } from '../catalog/ids'
import { laminates } from '../catalog/laminates'
import { substrates } from '../catalog/substrates'
import { MAX_PALETTES, MAX_STYLE_PICKS } from '../schema/graphic-design'
import { Order } from '../schema/order'
import { initialOrder } from '../schema/initial-order'
import { line, upload } from '../testing/rule-fixtures'
import { validateOrder } from '../rules/validate-order'
import * as act from './actions'
import type { OrderAction } from './actions'
import {
  DESIGN_STEP_CATEGORIES,
  DESIGN_STEPS,
  designNext,
  designStepNumber,
  nextDesignStep,
} from './design-steps'
import { emptyEnv } from '../rules/quote-env'
import { orderReducer } from './reducer'

// A customer's gesture in the design quoter, or a file the server attached meanwhile.
type Gesture =
  | { readonly _tag: 'action'; readonly action: OrderAction }
  | { readonly _tag: 'upload'; readonly type: 'logo' | 'style_reference' | 'creative_vision' }
  | { readonly _tag: 'artwork' }

const text = fc.constantFrom('', ' ', 'x', 'Small-batch honey', 'https://bees.example')
const briefText = fc.constantFrom(
  'brand_description',
  'website_url',
  'product_name_description',
  'product_ingredients_directions',
  'specific_fonts',
  'look_feel_description',
  'additional_text',
  'comments_graphic_design',
  'color_preference_specific',
  'product_regulatory_information',
)
const styles = styleCategories.flatMap((c) => c.styles.map((s) => [c.id, s.id] as const))

const actionArb: fc.Arbitrary<OrderAction> = fc.oneof(
  fc.constantFrom(1, 2, 3, null).map((t) => act.designTypeSelected({ designTypeId: t })),
  fc.constantFrom(1, 2).map((p) => act.designBriefChanged({ design_product_type_id: p })),
  fc
    .constantFrom(...substrates.map((s) => s.id))
    .map((id) => act.materialSelected({ substrateId: id })),
  fc
    .constantFrom(...laminates.map((l) => l.id))
    .map((id) => act.laminateSelected({ laminateId: id })),
  fc
    .constantFrom(SHAPE.rectangle, SHAPE.circle, SHAPE.newShape, SHAPE.straightTuck)
    .map((id) => act.shapeSelected({ shapeId: id })),
  fc
    .record({
      width: fc.constantFrom(0, 1, 2.5),
      length: fc.constantFrom(0, 3),
      depth: fc.constantFrom(0, 4),
    })
    .map((size) => act.sizeChanged(size)),
  fc.boolean().map((on) => act.colorModeToggled({ colorId: COLOR.blackOnly, on })),
  fc.constantFrom(true, false, null).map((v) => act.designBriefChanged({ is_vector_logo: v })),
  fc.boolean().map((v) => act.designBriefChanged({ is_font_license_needed: v })),
  fc
    .constantFrom(...industries.map((i) => i.id), null)
    .map((id) => act.designBriefChanged({ product_industry_id: id })),
  fc.tuple(briefText, text).map(([k, v]) => act.designBriefChanged({ [k]: v })),
  fc.constantFrom(...styles).map(([c, s]) => act.stylePickToggled({ categoryId: c, styleId: s })),
  fc.constantFrom(...palettes.map((p) => p.id)).map((id) => act.paletteToggled({ paletteId: id })),
)

const gestureArb: fc.Arbitrary<Gesture> = fc.oneof(
  { weight: 8, arbitrary: actionArb.map((action) => ({ _tag: 'action' as const, action })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('logo' as const, 'style_reference' as const, 'creative_vision' as const)
      .map((type) => ({ _tag: 'upload' as const, type })),
  },
  { weight: 1, arbitrary: fc.constant({ _tag: 'artwork' as const }) },
)

const play = (state: Order, g: Gesture, n: number): Order => {
  if (g._tag === 'action') return orderReducer(state, g.action)
  if (g._tag === 'upload')
    return { ...state, order_uploads: [...state.order_uploads, { ...upload(g.type, n + 1) }] }
  return { ...state, designs_orders: [...state.designs_orders, line(n + 1, 1)] }
}

// Hundreds of generated sequences: generous on a busy machine (speed is checked by benchmarks).
const PROP_TIMEOUT_MS = 120_000

const isOrder = Schema.is(Order)
const directionCategories = Object.values(DESIGN_STEP_CATEGORIES).flat()

describe('design quoter properties', () => {
  it.prop([fc.array(gestureArb, { maxLength: 40 })], { numRuns: 300 })(
    'no gesture sequence enables a Next while its category has a blocking error',
    (gestures) => {
      let state = initialOrder(3)
      gestures.forEach((g, n) => {
        state = play(state, g, n)
        const gd = state.graphic_design_order_details
        expect(isOrder(state)).toBe(true)
        expect(gd?.design_style_preferences.length ?? 0).toBeLessThanOrEqual(MAX_STYLE_PICKS)
        expect(gd?.color_preferences.length ?? 0).toBeLessThanOrEqual(MAX_PALETTES)
        const blocking = validateOrder(state, emptyEnv).filter((e) => e.blocking)
        for (const step of DESIGN_STEPS) {
          const next = designNext(step, state, blocking)
          if (!next.enabled) continue
          if (next.target === 'add_to_cart') expect(blocking).toEqual([])
          else if (step === 'quoter')
            expect(blocking.filter((e) => !directionCategories.includes(e.category))).toEqual([])
          else if (step !== 'landing')
            expect(
              blocking.filter((e) => DESIGN_STEP_CATEGORIES[step].includes(e.category)),
            ).toEqual([])
          else expect(gd?.design_type_id).not.toBeNull()
        }
      })
    },
    PROP_TIMEOUT_MS,
  )

  it.prop([fc.array(gestureArb, { maxLength: 40 })], { numRuns: 200 })(
    'a fourth style or palette is refused: the state is returned unchanged',
    (gestures) => {
      let state = initialOrder(3)
      gestures.forEach((g, n) => {
        state = play(state, g, n)
      })
      const gd = state.graphic_design_order_details
      const pickedStyles = gd?.design_style_preferences ?? []
      const unpickedStyle = styles.find(
        ([c, s]) => !pickedStyles.some((p) => p.category_id === c && p.style_id === s),
      )
      const pick = act.stylePickToggled({
        categoryId: unpickedStyle![0],
        styleId: unpickedStyle![1],
      })
      if (pickedStyles.length === MAX_STYLE_PICKS) expect(orderReducer(state, pick)).toBe(state)
      else expect(orderReducer(state, pick)).not.toBe(state)
      const unpickedPalette = palettes.find((p) => !(gd?.color_preferences ?? []).includes(p.id))
      const palette = act.paletteToggled({ paletteId: unpickedPalette!.id })
      if (gd?.color_preferences.length === MAX_PALETTES)
        expect(orderReducer(state, palette)).toBe(state)
      else expect(orderReducer(state, palette)).not.toBe(state)
    },
    PROP_TIMEOUT_MS,
  )

  it.prop([fc.array(gestureArb, { maxLength: 30 }), fc.string()], { numRuns: 200 })(
    "walks custom and other orders in order, and raises 'invalid quoter step' for any other step",
    (gestures, bogus) => {
      let state = initialOrder(3)
      gestures.forEach((g, n) => {
        state = play(state, g, n)
      })
      const custom = state.graphic_design_order_details?.design_type_id === 3
      const path: string[] = []
      let step: string = 'quoter'
      while (step !== 'add_to_cart') {
        path.push(step)
        step = nextDesignStep(step as (typeof DESIGN_STEPS)[number], state)
      }
      expect(path).toEqual(
        custom ? ['quoter', 'design_style', 'color_preferences', 'brand_product'] : ['quoter'],
      )
      expect(path.map((s) => designStepNumber(s as (typeof DESIGN_STEPS)[number], state))).toEqual(
        custom ? path.map((_, i) => ({ n: i + 1, of: 4 })) : [null],
      )
      fc.pre(!(DESIGN_STEPS as readonly string[]).includes(bogus))
      expect(() => nextDesignStep(bogus as 'quoter', state)).toThrow('invalid quoter step')
    },
    PROP_TIMEOUT_MS,
  )
})
