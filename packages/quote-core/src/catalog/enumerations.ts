import {
  COLOR,
  DESIGN_TYPE,
  FORM_FACTOR,
  INDUSTRY_NOT_APPLICABLE,
  PROCESSING,
  PRODUCT_TYPE,
  PROOF_TYPE,
  ROLL_DIRECTION,
} from './ids'
import styleNames from './design-styles.json'
import paletteList from './palettes.json'

/** One entry of a reference list: every list the quoter preloads has at least these. */
export type Option = { readonly id: number; readonly label: string }

export const productTypes: readonly (Option & { readonly slug: string })[] = [
  { id: PRODUCT_TYPE.label, label: 'Labels', slug: 'custom-labels' },
  { id: PRODUCT_TYPE.carton, label: 'Cartons', slug: 'custom-cartons' },
  { id: PRODUCT_TYPE.design, label: 'Design', slug: 'custom-design' },
]

export const designTypes: readonly (Option & { readonly heading: string })[] = [
  { id: DESIGN_TYPE.edits, label: 'Artwork Edits', heading: 'Artwork Edits' },
  { id: DESIGN_TYPE.recreation, label: 'Artwork Recreation', heading: 'Artwork Recreation' },
  { id: DESIGN_TYPE.custom, label: 'Custom design', heading: 'Custom Artwork' },
]

export const formFactors: readonly Option[] = [
  { id: FORM_FACTOR.machineApplied, label: 'Machine Applied (Rolls)' },
  { id: FORM_FACTOR.handApplied, label: 'Hand Applied (Rolls)' },
]

export const rollDirections: readonly Option[] = [
  { id: ROLL_DIRECTION.top, label: 'Top Edge Leading' },
  { id: ROLL_DIRECTION.bottom, label: 'Bottom Edge Leading' },
  { id: ROLL_DIRECTION.right, label: 'Right Edge Leading' },
  { id: ROLL_DIRECTION.left, label: 'Left Edge Leading' },
  { id: ROLL_DIRECTION.topWoundIn, label: 'Top Edge Leading, Wound In' },
  { id: ROLL_DIRECTION.bottomWoundIn, label: 'Bottom Edge Leading, Wound In' },
  { id: ROLL_DIRECTION.rightWoundIn, label: 'Right Edge Leading, Wound In' },
  { id: ROLL_DIRECTION.leftWoundIn, label: 'Left Edge Leading, Wound In' },
]

export const colors: readonly Option[] = [
  { id: COLOR.fullColor, label: 'Full Color' },
  { id: COLOR.blackOnly, label: 'Black Ink Only' },
  { id: COLOR.whiteOnly, label: 'White Ink Only' },
  { id: COLOR.doubleSided, label: 'Double-Sided' },
]

/**
 * Production days an expedited order may choose, per product (docs/pricing-model.md section 8.4):
 * labels next day or same day, cartons 5, 4 or 3 business days.
 */
export const EXPEDITE_DAYS: Readonly<Record<1 | 2, readonly number[]>> = {
  1: [1, 0],
  2: [5, 4, 3],
}

/** Processing choices per product with the production days each offers (section 8.3). */
export const processingOptions: readonly (Option & {
  readonly productTypeId: 1 | 2
  readonly productionDays: readonly number[]
})[] = [
  { id: PROCESSING.standard, label: 'Standard', productTypeId: 1, productionDays: [2] },
  {
    id: PROCESSING.expedited,
    label: 'Expedited',
    productTypeId: 1,
    productionDays: EXPEDITE_DAYS[1],
  },
  { id: PROCESSING.standard, label: 'Standard', productTypeId: 2, productionDays: [7] },
  {
    id: PROCESSING.expedited,
    label: 'Expedited',
    productTypeId: 2,
    productionDays: EXPEDITE_DAYS[2],
  },
]

export const proofTypes: readonly Option[] = [
  { id: PROOF_TYPE.none, label: 'No Proof' },
  { id: PROOF_TYPE.digital, label: 'Digital Proof' },
  { id: PROOF_TYPE.printed, label: 'Printed Proof' },
]

export const shippingOptions: readonly (Option & { readonly code: string })[] = [
  { id: 1, label: 'Freight', code: 'LTL' },
  { id: 2, label: 'Ground', code: '03' },
  { id: 3, label: '2nd Day', code: '02' },
  { id: 4, label: 'Next Day', code: '01' },
  { id: 5, label: 'Worldwide Express', code: '07' },
  { id: 6, label: 'Worldwide Expedited', code: '08' },
]

/**
 * The design industries of docs/product.md section 3, in its order, ending with Not Applicable (210).
 * The ids are stored on design briefs, so they never change: Household (Chemical) has 221
 * because 210 is Not Applicable's.
 */
export const industries: readonly Option[] = [
  { id: 201, label: 'Malt Beverages (Beer)' },
  { id: 202, label: 'Beverage' },
  { id: 203, label: 'Candles' },
  { id: 204, label: 'Cannabis/CBD' },
  { id: 205, label: 'Cosmetics' },
  { id: 206, label: 'Coffee/Tea' },
  { id: 207, label: 'Drug Products' },
  { id: 208, label: 'Electronics' },
  { id: 209, label: 'Food' },
  { id: 221, label: 'Household (Chemical)' },
  { id: 211, label: 'Medical' },
  { id: 212, label: 'Organic' },
  { id: 213, label: 'Pet Products' },
  { id: 214, label: 'Hard Seltzer' },
  { id: 215, label: 'Soap' },
  { id: 216, label: 'Distilled Spirits' },
  { id: 217, label: 'Supplements' },
  { id: 218, label: 'Tobacco/Vapes' },
  { id: 219, label: 'Wine' },
  { id: 220, label: 'Other' },
  { id: INDUSTRY_NOT_APPLICABLE, label: 'Not Applicable' },
]

/** Colour palettes of the Color Preferences step (palettes.json): five swatches and a mood each. */
export const palettes: readonly (Option & {
  readonly mood: string
  readonly swatches: readonly string[]
})[] = paletteList

/** One example design of a style category, drawn for the store (a static SVG asset). */
export type StyleImage = Option & { readonly image: string }

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Where the style images are served (the storefront's static assets). */
export const STYLE_IMAGE_BASE = '/assets/images/design-styles'

/**
 * Design style categories, each with six example designs to pick from, in the order the grid
 * shows them (design-styles.json). Ids are category * 10 + position and never change (saved
 * briefs refer to them).
 */
export const styleCategories: readonly (Option & { readonly styles: readonly StyleImage[] })[] =
  Object.entries(styleNames).map(([label, styles], i) => ({
    id: i + 1,
    label,
    styles: styles.map((name, n) => ({
      id: (i + 1) * 10 + n + 1,
      label: name,
      image: `${STYLE_IMAGE_BASE}/${slug(label)}/${slug(name)}.svg`,
    })),
  }))
