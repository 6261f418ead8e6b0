import { defaultCartonParams } from './carton-params'
import { defaultLabelParams } from './label-params'

// Display names of the stocks, exactly as docs/product.md §3 "Enumerations" spells them. Each name is
// written once, as the key of its row in the price tables of docs/pricing-model.md §3.3, §3.4 and §5.4
// (label-params.ts, carton-params.ts), in the tables' order.

/** A label material display name. */
export type LabelMaterial = keyof typeof defaultLabelParams.materials

/** The 13 label materials (docs/pricing-model.md §3.3). */
export const LABEL_MATERIALS = Object.keys(defaultLabelParams.materials) as readonly LabelMaterial[]

/** A label laminate display name. */
export type LabelLaminate = keyof typeof defaultLabelParams.laminates

/** The 7 label laminates (docs/pricing-model.md §3.4). */
export const LABEL_LAMINATES = Object.keys(defaultLabelParams.laminates) as readonly LabelLaminate[]

/** A carton board display name. */
export type CartonBoard = keyof typeof defaultCartonParams.boards

/** The 6 carton boards (docs/pricing-model.md §5.4). */
export const CARTON_BOARDS = Object.keys(defaultCartonParams.boards) as readonly CartonBoard[]

/** Carton laminates: the label names; No Laminate / UV Gloss exist for completeness (§5.1). */
export const CARTON_LAMINATES = LABEL_LAMINATES

/** A carton laminate display name. */
export type CartonLaminate = LabelLaminate

export type { CartonStyle, LabelColourMode, LabelShape } from './job-kinds'
