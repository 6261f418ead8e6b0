import { PRODUCT_TYPE } from '../../catalog/ids'
import { CARTON_SUBSTRATE, findSubstrate } from '../../catalog/substrates'
import { emptyGraphicDesignOrderDetails } from '../../schema/graphic-design-values'
import type { Order } from '../../schema/order'
import { onMaterial } from './material'
import { materialProductType } from '../../rules/order-kind'

/** Material, laminate, shape, size and application fields a new product starts without. */
const materialFieldsReset = {
  substrate_id: null,
  substrate_backing_id: null,
  laminate_id: null,
  is_embossing: false,
  embossing_type_id: null,
  shape_id: null,
  size_id: null,
  size_type_id: null,
  size_s3key: null,
  width: null,
  length: null,
  depth: null,
  is_square_corners: false,
  form_factor_id: null,
  roll_direction_id: null,
} as const satisfies Partial<Order>

/**
 * Starts the material choices over for the order's (new) material product: labels start with
 * no material, cartons on Bright White Paper SBS (docs/product.md section 2 "Product type picker").
 */
export const restartMaterials = (state: Order): Order => {
  const reset: Order = { ...state, ...materialFieldsReset }
  if (materialProductType(reset) !== PRODUCT_TYPE.carton) return reset
  const sbs = findSubstrate(CARTON_SUBSTRATE.brightWhitePaperSbs)
  return sbs === undefined ? reset : onMaterial(reset, sbs)
}

/**
 * order/productTypeChanged. Label and carton swap materials, so laminate, embossing, shape
 * and size start over; options the new type lacks go in the sanitize pass. A design order
 * gets its brief, for the product the order was for.
 */
export const applyProductTypeChanged = (state: Order, productTypeId: 1 | 2 | 3): Order => {
  const known = Object.values(PRODUCT_TYPE).includes(productTypeId)
  if (!known || productTypeId === state.product_type_id) return state
  const details =
    state.graphic_design_order_details ??
    (productTypeId === PRODUCT_TYPE.design
      ? emptyGraphicDesignOrderDetails(materialProductType(state))
      : null)
  const next: Order = {
    ...state,
    product_type_id: productTypeId,
    graphic_design_order_details: details,
    // Embossing is never carried over (docs/product.md sections 2 and 5 disagree; see option-availability).
    is_embossing: false,
    embossing_type_id: null,
  }
  return materialProductType(next) === materialProductType(state) ? next : restartMaterials(next)
}
