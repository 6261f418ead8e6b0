import { palettes, styleCategories } from '../../catalog/enumerations'
import type { GraphicDesignOrderDetails } from '../../schema/graphic-design'
import {
  emptyGraphicDesignOrderDetails,
  MAX_PALETTES,
  MAX_STYLE_PICKS,
} from '../../schema/graphic-design-values'
import { isStorableBrief } from '../../schema/plain-guards'
import type { Order } from '../../schema/order'
import { materialProductType } from '../../rules/order-kind'
import { restartMaterials } from './product-type'
import { withFields } from '../../schema/with-fields'

/** The order's design brief, or an empty one for its product. */
export const briefOf = (state: Order): GraphicDesignOrderDetails =>
  state.graphic_design_order_details ?? emptyGraphicDesignOrderDetails(materialProductType(state))

/**
 * order/designBriefChanged: merges the changed fields; rejected when the brief would not be
 * storable (too long, over the caps of docs/product.md section 9). Switching a design order between
 * label and carton restarts its material choices, as a product type change does.
 */
export const applyDesignBriefChanged = (
  state: Order,
  changes: Partial<GraphicDesignOrderDetails>,
): Order => {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  const merged = { ...briefOf(state), ...defined }
  if (!isStorableBrief(merged)) return state
  const next = withFields(state, { graphic_design_order_details: merged })
  if (next === state || materialProductType(next) === materialProductType(state)) return next
  return restartMaterials(next)
}

/** order/designTypeSelected: Artwork Edits, Artwork Recreation or Custom design. */
export const applyDesignTypeSelected = (state: Order, designTypeId: 1 | 2 | 3 | null): Order =>
  applyDesignBriefChanged(state, { design_type_id: designTypeId })

/** order/stylePickToggled: a style of a category, at most 3 picks across categories. */
export const applyStylePickToggled = (state: Order, categoryId: number, styleId: number): Order => {
  const category = styleCategories.find((c) => c.id === categoryId)
  if (category === undefined || !category.styles.some((s) => s.id === styleId)) return state
  const picks = briefOf(state).design_style_preferences
  const picked = picks.some((p) => p.category_id === categoryId && p.style_id === styleId)
  if (!picked && picks.length >= MAX_STYLE_PICKS) return state
  const next = picked
    ? picks.filter((p) => !(p.category_id === categoryId && p.style_id === styleId))
    : [...picks, { category_id: categoryId, style_id: styleId }]
  return applyDesignBriefChanged(state, { design_style_preferences: next })
}

/** order/paletteToggled: a colour palette, at most 3. */
export const applyPaletteToggled = (state: Order, paletteId: number): Order => {
  if (!palettes.some((p) => p.id === paletteId)) return state
  const chosen = briefOf(state).color_preferences
  const picked = chosen.includes(paletteId)
  if (!picked && chosen.length >= MAX_PALETTES) return state
  const next = picked ? chosen.filter((id) => id !== paletteId) : [...chosen, paletteId]
  return applyDesignBriefChanged(state, { color_preferences: next })
}
