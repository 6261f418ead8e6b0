import { PRODUCT_TYPE } from './ids'
import { CARTON_SUBSTRATE } from './substrates'

/** A laminate (or varnish) applied over the print. */
export type Laminate = {
  readonly id: number
  readonly label: string
  readonly productTypeId: 1 | 2
  /** Name of the laminate row in the pricing tables (sections 3.4 and 5.4). */
  readonly pricingKey: string
  readonly info: string
  readonly image: string
  readonly hoverImage: string
  readonly default_sku_id: number
  /** Film or varnish stock the laminate consumes; a laminate without supplies cannot be run. */
  readonly supplies: readonly string[]
  readonly isNone: boolean
}

export const LABEL_LAMINATE = {
  gloss: 1,
  uvGloss: 2,
  matte: 3,
  none: 4,
  softTouchMatte: 5,
  leather: 6,
  linen: 7,
} as const

export const CARTON_LAMINATE = {
  gloss: 11,
  matte: 12,
  softTouchMatte: 13,
  leather: 14,
  linen: 15,
  none: 16,
} as const

const row = (
  id: number,
  productTypeId: 1 | 2,
  label: string,
  info: string,
  sku: number,
): Laminate => {
  const slug = label.toLowerCase().replace(/[^a-z]+/g, '-')
  const isNone = label === 'No Laminate'
  return {
    id,
    productTypeId,
    label,
    pricingKey: label,
    info,
    image: `${slug}.svg`,
    hoverImage: `${slug}-hover.svg`,
    default_sku_id: sku,
    supplies: isNone ? [] : [`${slug}-film`],
    isNone,
  }
}

export const labelLaminates: readonly Laminate[] = [
  row(
    LABEL_LAMINATE.gloss,
    1,
    'Gloss',
    'Clear gloss film: vivid colours, wipe-clean and scuff-resistant.',
    5101,
  ),
  row(
    LABEL_LAMINATE.uvGloss,
    1,
    'UV Gloss',
    'Inline UV varnish: a bright finish at a lower price than film.',
    5102,
  ),
  row(
    LABEL_LAMINATE.matte,
    1,
    'Matte',
    'Matte film: a calm, glare-free finish that resists fingerprints.',
    5103,
  ),
  row(LABEL_LAMINATE.none, 1, 'No Laminate', 'No protective layer: the material as it is.', 5104),
  row(
    LABEL_LAMINATE.softTouchMatte,
    1,
    'Soft Touch Matte',
    'Velvety matte film with a soft, premium hand.',
    5105,
  ),
  row(
    LABEL_LAMINATE.leather,
    1,
    'Leather',
    'Embossed leather-grain film for a tactile, luxury finish.',
    5106,
  ),
  row(
    LABEL_LAMINATE.linen,
    1,
    'Linen',
    'Linen-weave textured film, classic on wine and spirits.',
    5107,
  ),
]

export const cartonLaminates: readonly Laminate[] = [
  row(
    CARTON_LAMINATE.gloss,
    2,
    'Gloss',
    'High-shine film that makes colours pop on the shelf.',
    5201,
  ),
  row(
    CARTON_LAMINATE.matte,
    2,
    'Matte',
    'Smooth matte film with a modern, understated look.',
    5202,
  ),
  row(
    CARTON_LAMINATE.softTouchMatte,
    2,
    'Soft Touch Matte',
    'Velvety film for a premium unboxing feel.',
    5203,
  ),
  row(
    CARTON_LAMINATE.leather,
    2,
    'Leather',
    'Leather-grain texture, run on White Vellum board.',
    5204,
  ),
  row(CARTON_LAMINATE.linen, 2, 'Linen', 'Linen-weave texture for an elegant, crafted look.', 5205),
  row(CARTON_LAMINATE.none, 2, 'No Laminate', 'No protective layer: the board as it is.', 5206),
]

export const laminates: readonly Laminate[] = [...labelLaminates, ...cartonLaminates]

const byId = new Map(laminates.map((l) => [l.id, l]))

/** The laminate with this id, or undefined. */
export const findLaminate = (id: number | null | undefined): Laminate | undefined =>
  id === null || id === undefined ? undefined : byId.get(id)

/** The "No Laminate" entry of a product type. */
export const noLaminateId = (productTypeId: 1 | 2): number =>
  productTypeId === PRODUCT_TYPE.label ? LABEL_LAMINATE.none : CARTON_LAMINATE.none

/**
 * Laminates that need a different board: the leather grain is embossed into White Vellum,
 * so choosing Leather moves the white boards onto it, and any other laminate chosen while on
 * White Vellum moves the order back to Bright White Paper (docs/product.md section 4).
 */
export const laminateSubstrateSwaps: readonly {
  readonly laminateId: number
  readonly fromSubstrateIds: readonly number[]
  readonly toSubstrateId: number
}[] = [
  {
    laminateId: CARTON_LAMINATE.leather,
    fromSubstrateIds: [
      CARTON_SUBSTRATE.brightWhitePaperSbs,
      CARTON_SUBSTRATE.whitePaperFbb,
      CARTON_SUBSTRATE.brightWhitePaperSbsCoated,
      CARTON_SUBSTRATE.whitePaperFbbCoated,
    ],
    toSubstrateId: CARTON_SUBSTRATE.whiteVellumPaper,
  },
]

/** Where an order on White Vellum goes when a laminate other than Leather is chosen. */
export const laminateSwapBack = {
  fromSubstrateId: CARTON_SUBSTRATE.whiteVellumPaper,
  unlessLaminateId: CARTON_LAMINATE.leather,
  toSubstrateId: CARTON_SUBSTRATE.brightWhitePaperSbs,
} as const
