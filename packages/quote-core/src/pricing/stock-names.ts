// Display names of the stocks, exactly as SPEC.md §3 "Enumerations" spells them; the price
// tables of PRICING-MODEL §3.3, §3.4 and §5.4 are keyed by these names.

/** The 13 label materials (PRICING-MODEL §3.3). */
export const LABEL_MATERIALS = [
  'White Plastic',
  'Removable Plastic',
  'Clear Plastic',
  'Ultra-Clear Plastic',
  'Metallic Plastic',
  'White Paper',
  'Kraft Paper',
  'Estate 4 Paper',
  'Avon Classic Crest',
  'Black Vellum',
  'White Vinyl',
  'TerraSkin',
  'Rainbow Holographic',
] as const

/** A label material display name. */
export type LabelMaterial = (typeof LABEL_MATERIALS)[number]

/** The 7 label laminates (PRICING-MODEL §3.4). */
export const LABEL_LAMINATES = [
  'No Laminate',
  'UV Gloss',
  'Gloss',
  'Matte',
  'Soft Touch Matte',
  'Leather',
  'Linen',
] as const

/** A label laminate display name. */
export type LabelLaminate = (typeof LABEL_LAMINATES)[number]

/** The 6 carton boards (PRICING-MODEL §5.4). */
export const CARTON_BOARDS = [
  'Bright White Paper SBS',
  'White Paper FBB',
  'White Vellum Paper',
  'Black Vellum',
  'Metallic Paper',
  'Holographic Paper',
] as const

/** A carton board display name. */
export type CartonBoard = (typeof CARTON_BOARDS)[number]

/** Carton laminates: the label names; No Laminate / UV Gloss exist for completeness (§5.1). */
export const CARTON_LAMINATES = LABEL_LAMINATES

/** A carton laminate display name. */
export type CartonLaminate = LabelLaminate

/** Label shapes that price differently (rounded/square corners price alike, §3.8). */
export type LabelShape = 'rectangle' | 'square' | 'circle' | 'oval' | 'custom'

/** Carton styles: Straight Tuck End, Auto-Lock Bottom, Custom (§5.1). */
export type CartonStyle = 'straight_tuck' | 'auto_lock' | 'custom'

/** Label colour modes (§3.1, §3.6). */
export type LabelColourMode = 'cmyk' | 'cmyk_white' | 'black_only' | 'white_only' | 'double_sided'
