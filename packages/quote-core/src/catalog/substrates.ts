import { BACKING, COLOR, PRODUCT_TYPE } from './ids'

export type SubstrateCategory = 'best_seller' | 'waterproof' | 'eco_friendly' | 'unlaminated'

/**
 * A printable material with the attributes the rules of docs/product.md sections 4 and 5 need.
 * Caliper, grammage and stock cost are read from the pricing tables by `pricingKey`
 * (one source for the numbers: see reference-data.ts).
 */
export type Substrate = {
  readonly id: number
  readonly label: string
  readonly productTypeId: 1 | 2
  /** Name of the material row in the pricing tables (labels section 3.3, boards section 5.4). */
  readonly pricingKey: string
  readonly info: string
  readonly categories: readonly SubstrateCategory[]
  /** False for the no-laminate group: choosing it forces No Laminate. */
  readonly needsLaminate: boolean
  /** Laminates that cannot be applied to this material. */
  readonly excludedLaminateIds: readonly number[]
  readonly duplexCapable: boolean
  /** Clear film that can be printed on its back (reverse print, double-sided). */
  readonly clear: boolean
  readonly blackInkCapable: boolean
  readonly whiteInkCapable: boolean
  /** Dark, metallic or transparent stock printed over a white underprint. */
  readonly needsWhiteUnderprint: boolean
  /** High-opacity white is switched on when this material is chosen (unless Black Ink Only). */
  readonly highOpacityWhiteDefault: boolean
  readonly defaultBackingId: number | null
  readonly customizableBacking: boolean
  /** Moisture and Oil Resistant Coating: the coated twin of a standard board, and back. */
  readonly coatedVariantId: number | null
  readonly standardVariantId: number | null
  /** Duplex (inside) colour choices; Full Color is always first. */
  readonly duplexColorIds: readonly number[]
  /** Shown in the material grid; coated twins are reached through the coating option only. */
  readonly listed: boolean
  /** Colours the storefront uses to draw the swatch (no image files needed). */
  readonly swatch: {
    readonly base: string
    readonly accent: string
    readonly finish: 'plain' | 'metallic' | 'holographic' | 'clear' | 'textured'
  }
}

export const LABEL_SUBSTRATE = {
  whitePlastic: 1,
  metallicPlastic: 2,
  whitePaper: 3,
  whiteVinyl: 4,
  avonClassicCrest: 5,
  ultraClearPlastic: 6,
  clearPlastic: 7,
  estate4Paper: 8,
  terraSkin: 9,
  rainbowHolographic: 10,
  kraftPaper: 11,
  blackVellum: 12,
  removablePlastic: 13,
} as const

export const CARTON_SUBSTRATE = {
  brightWhitePaperSbs: 21,
  whiteVellumPaper: 22,
  whitePaperFbb: 23,
  metallicPaper: 24,
  holographicPaper: 25,
  blackVellum: 26,
  brightWhitePaperSbsCoated: 31,
  whitePaperFbbCoated: 33,
} as const

// Laminate ids are declared in laminates.ts; repeated here as numbers to keep this table
// free of import cycles. Leather and Linen are textured films that flatten a metallic or
// holographic face; Soft Touch Matte frosts clear film and spoils its no-label look.
const LEATHER = 6
const LINEN = 7
const SOFT_TOUCH = 5
const CARTON_LEATHER = 14
const CARTON_LINEN = 15

type LabelRow = Omit<
  Substrate,
  | 'id'
  | 'productTypeId'
  | 'listed'
  | 'coatedVariantId'
  | 'standardVariantId'
  | 'duplexCapable'
  | 'duplexColorIds'
>

const label = (id: number, row: LabelRow): Substrate => ({
  ...row,
  id,
  productTypeId: PRODUCT_TYPE.label,
  listed: true,
  coatedVariantId: null,
  standardVariantId: null,
  duplexCapable: false,
  duplexColorIds: [],
})

const base = {
  excludedLaminateIds: [],
  clear: false,
  blackInkCapable: true,
  whiteInkCapable: false,
  needsWhiteUnderprint: false,
  highOpacityWhiteDefault: false,
  defaultBackingId: BACKING.paper,
  customizableBacking: false,
} as const

export const labelSubstrates: readonly Substrate[] = [
  label(LABEL_SUBSTRATE.whitePlastic, {
    ...base,
    label: 'White Plastic',
    pricingKey: 'White Plastic',
    info: 'Bright white BOPP film. Waterproof, oil- and tear-resistant: the all-round choice for bottles, jars and tubs.',
    categories: ['best_seller', 'waterproof'],
    needsLaminate: true,
    customizableBacking: true,
    swatch: { base: '#fbfbfb', accent: '#e3e6ea', finish: 'plain' },
  }),
  label(LABEL_SUBSTRATE.metallicPlastic, {
    ...base,
    label: 'Metallic Plastic',
    pricingKey: 'Metallic Plastic',
    info: 'Silver metallised BOPP. Unprinted areas shine; colours print over a white underprint.',
    categories: ['best_seller', 'waterproof'],
    needsLaminate: true,
    excludedLaminateIds: [LEATHER, LINEN],
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    customizableBacking: true,
    swatch: { base: '#c9ced6', accent: '#f4f6f9', finish: 'metallic' },
  }),
  label(LABEL_SUBSTRATE.whitePaper, {
    ...base,
    label: 'White Paper',
    pricingKey: 'White Paper',
    info: '60# semi-gloss paper. The economical choice for dry products and shipping labels.',
    categories: ['best_seller'],
    needsLaminate: true,
    swatch: { base: '#ffffff', accent: '#efeae0', finish: 'plain' },
  }),
  label(LABEL_SUBSTRATE.whiteVinyl, {
    ...base,
    label: 'White Vinyl',
    pricingKey: 'White Vinyl',
    info: 'Conformable white vinyl for squeeze bottles and curved surfaces. At least 1" in width and length.',
    categories: ['waterproof'],
    needsLaminate: true,
    swatch: { base: '#fdfdfd', accent: '#dfe4ea', finish: 'plain' },
  }),
  label(LABEL_SUBSTRATE.avonClassicCrest, {
    ...base,
    label: 'Avon Classic Crest',
    pricingKey: 'Avon Classic Crest',
    info: 'Premium felt-finish paper with a soft, uncoated feel. Printed unlaminated to keep its texture.',
    categories: ['unlaminated'],
    needsLaminate: false,
    swatch: { base: '#fbf8f1', accent: '#ece5d6', finish: 'textured' },
  }),
  label(LABEL_SUBSTRATE.ultraClearPlastic, {
    ...base,
    label: 'Ultra-Clear Plastic',
    pricingKey: 'Ultra-Clear Plastic',
    info: 'Crystal-clear film on a clear PET liner for the no-label look on glass and clear bottles.',
    categories: ['waterproof'],
    needsLaminate: true,
    excludedLaminateIds: [SOFT_TOUCH],
    clear: true,
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    defaultBackingId: BACKING.pet,
    swatch: { base: '#eef6fb', accent: '#ffffff', finish: 'clear' },
  }),
  label(LABEL_SUBSTRATE.clearPlastic, {
    ...base,
    label: 'Clear Plastic',
    pricingKey: 'Clear Plastic',
    info: 'Clear BOPP film. White ink underneath keeps colours opaque; can be reverse printed.',
    categories: ['best_seller', 'waterproof'],
    needsLaminate: true,
    excludedLaminateIds: [SOFT_TOUCH],
    clear: true,
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    customizableBacking: true,
    swatch: { base: '#e8f1f7', accent: '#ffffff', finish: 'clear' },
  }),
  label(LABEL_SUBSTRATE.estate4Paper, {
    ...base,
    label: 'Estate 4 Paper',
    pricingKey: 'Estate 4 Paper',
    info: 'Textured, bright white wine paper with a wet-strength face. Printed unlaminated.',
    categories: ['best_seller', 'eco_friendly', 'unlaminated'],
    needsLaminate: false,
    swatch: { base: '#faf7f0', accent: '#e6dfcf', finish: 'textured' },
  }),
  label(LABEL_SUBSTRATE.terraSkin, {
    ...base,
    label: 'TerraSkin',
    pricingKey: 'TerraSkin',
    info: 'Mineral (stone) paper made without trees or water. Tear-resistant and smooth.',
    categories: ['eco_friendly'],
    needsLaminate: true,
    swatch: { base: '#f5f5f2', accent: '#dcdcd5', finish: 'plain' },
  }),
  label(LABEL_SUBSTRATE.rainbowHolographic, {
    ...base,
    label: 'Rainbow Holographic',
    pricingKey: 'Rainbow Holographic',
    info: 'Holographic film that throws a rainbow as the light moves. Printed over a white underprint.',
    categories: [],
    needsLaminate: true,
    excludedLaminateIds: [LEATHER, LINEN],
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    swatch: { base: '#d9d4f5', accent: '#b6f0e6', finish: 'holographic' },
  }),
  label(LABEL_SUBSTRATE.kraftPaper, {
    ...base,
    label: 'Kraft Paper',
    pricingKey: 'Kraft Paper',
    info: 'Natural brown kraft with recycled content. Printed unlaminated; white ink adds contrast.',
    categories: ['eco_friendly', 'unlaminated'],
    needsLaminate: false,
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    highOpacityWhiteDefault: true,
    swatch: { base: '#c49a6c', accent: '#a87d4f', finish: 'textured' },
  }),
  label(LABEL_SUBSTRATE.blackVellum, {
    ...base,
    label: 'Black Vellum',
    pricingKey: 'Black Vellum',
    info: 'Deep black felt paper. Colours print over high-opacity white; white ink alone looks striking.',
    categories: ['unlaminated'],
    needsLaminate: false,
    blackInkCapable: false,
    whiteInkCapable: true,
    needsWhiteUnderprint: true,
    highOpacityWhiteDefault: true,
    swatch: { base: '#1d1d1f', accent: '#3a3a3d', finish: 'textured' },
  }),
  label(LABEL_SUBSTRATE.removablePlastic, {
    ...base,
    label: 'Removable Plastic',
    pricingKey: 'Removable Plastic',
    info: 'White BOPP with a removable adhesive that peels off cleanly. Waterproof.',
    categories: ['waterproof'],
    needsLaminate: true,
    customizableBacking: true,
    swatch: { base: '#f9fafb', accent: '#dde3ea', finish: 'plain' },
  }),
]

type CartonRow = Pick<
  Substrate,
  | 'label'
  | 'pricingKey'
  | 'info'
  | 'needsLaminate'
  | 'excludedLaminateIds'
  | 'duplexCapable'
  | 'whiteInkCapable'
  | 'blackInkCapable'
  | 'needsWhiteUnderprint'
  | 'duplexColorIds'
  | 'swatch'
> &
  Partial<Pick<Substrate, 'coatedVariantId' | 'standardVariantId' | 'listed'>>

const carton = (id: number, row: CartonRow): Substrate => ({
  categories: [],
  clear: false,
  highOpacityWhiteDefault: false,
  defaultBackingId: null,
  customizableBacking: false,
  coatedVariantId: null,
  standardVariantId: null,
  listed: true,
  ...row,
  id,
  productTypeId: PRODUCT_TYPE.carton,
})

// How a board prints. White boards take colour directly, print both sides and are laminated
// with any film; foil boards (metallic, holographic) need a white underprint, print one side
// and refuse the textured films that would flatten their face.
const whiteBoard = {
  needsLaminate: true,
  excludedLaminateIds: [],
  duplexCapable: true,
  whiteInkCapable: false,
  blackInkCapable: true,
  needsWhiteUnderprint: false,
  duplexColorIds: [COLOR.fullColor, COLOR.blackOnly],
} as const satisfies Partial<CartonRow>

const foilBoard = {
  needsLaminate: true,
  excludedLaminateIds: [CARTON_LEATHER, CARTON_LINEN],
  duplexCapable: false,
  whiteInkCapable: true,
  blackInkCapable: true,
  needsWhiteUnderprint: true,
  duplexColorIds: [],
} as const satisfies Partial<CartonRow>

const standardBoards: readonly Substrate[] = [
  carton(CARTON_SUBSTRATE.brightWhitePaperSbs, {
    label: 'Bright White Paper SBS',
    pricingKey: 'Bright White Paper SBS',
    info: '18 pt solid bleached sulfate board: the brightest white and the crispest folds.',
    ...whiteBoard,
    swatch: { base: '#ffffff', accent: '#e9edf2', finish: 'plain' },
    coatedVariantId: CARTON_SUBSTRATE.brightWhitePaperSbsCoated,
  }),
  carton(CARTON_SUBSTRATE.whiteVellumPaper, {
    label: 'White Vellum Paper',
    pricingKey: 'White Vellum Paper',
    info: 'Felt-textured white board with an uncoated, premium feel; pairs with the Leather laminate.',
    ...whiteBoard,
    swatch: { base: '#fbf9f3', accent: '#e8e1d0', finish: 'textured' },
  }),
  carton(CARTON_SUBSTRATE.whitePaperFbb, {
    label: 'White Paper FBB',
    pricingKey: 'White Paper FBB',
    info: '18 pt folding boxboard: white coated face, lighter and more economical than SBS.',
    ...whiteBoard,
    swatch: { base: '#fbfaf6', accent: '#e7e2d6', finish: 'plain' },
    coatedVariantId: CARTON_SUBSTRATE.whitePaperFbbCoated,
  }),
  carton(CARTON_SUBSTRATE.metallicPaper, {
    label: 'Metallic Paper',
    pricingKey: 'Metallic Paper',
    info: 'Metallised board: silver shine wherever no white ink is printed.',
    ...foilBoard,
    swatch: { base: '#c5cad2', accent: '#f2f4f7', finish: 'metallic' },
  }),
  carton(CARTON_SUBSTRATE.holographicPaper, {
    label: 'Holographic Paper',
    pricingKey: 'Holographic Paper',
    info: 'Rainbow holographic board for packaging that catches the eye on the shelf.',
    ...foilBoard,
    swatch: { base: '#d6d0f4', accent: '#b3efe3', finish: 'holographic' },
  }),
  carton(CARTON_SUBSTRATE.blackVellum, {
    label: 'Black Vellum',
    pricingKey: 'Black Vellum',
    info: 'Deep black textured board printed with white and colour over white. Left unlaminated.',
    needsLaminate: false,
    excludedLaminateIds: [],
    duplexCapable: true,
    whiteInkCapable: true,
    blackInkCapable: false,
    needsWhiteUnderprint: true,
    duplexColorIds: [COLOR.fullColor, COLOR.whiteOnly],
    swatch: { base: '#1c1c1e', accent: '#38383b', finish: 'textured' },
  }),
]

/**
 * The Moisture & Oil Resistant twin of a standard board: the same stock and price row, printed
 * on one side only, reached through the coating option rather than the material grid.
 */
const coatedTwin = (standard: Substrate, id: number): Substrate => ({
  ...standard,
  id,
  label: `${standard.label}, Moisture & Oil Resistant`,
  duplexCapable: false,
  duplexColorIds: [],
  coatedVariantId: null,
  standardVariantId: standard.id,
  listed: false,
})

export const cartonSubstrates: readonly Substrate[] = [
  ...standardBoards,
  ...standardBoards.flatMap((b) =>
    b.coatedVariantId === null ? [] : [coatedTwin(b, b.coatedVariantId)],
  ),
]

export const substrates: readonly Substrate[] = [...labelSubstrates, ...cartonSubstrates]

const byId = new Map(substrates.map((s) => [s.id, s]))

/** The substrate with this id, or undefined. */
export const findSubstrate = (id: number | null | undefined): Substrate | undefined =>
  id === null || id === undefined ? undefined : byId.get(id)

/** What a carton board that cannot print duplex adds to its description (docs/product.md section 2). */
const NO_DUPLEX_NOTE = 'No Duplex: printed on the outside only.'

/** A material's description in the material grid: 'No Duplex' appended for cartons that cannot print duplex (docs/product.md section 2). */
export const materialDescription = (s: Substrate): string =>
  s.productTypeId === PRODUCT_TYPE.carton && !s.duplexCapable
    ? `${s.info} ${NO_DUPLEX_NOTE}`
    : s.info
