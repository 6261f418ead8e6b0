import { FORM_FACTOR, PRODUCT_TYPE } from '../catalog/ids'
import { findLaminate } from '../catalog/laminates'
import { findSubstrate, LABEL_SUBSTRATE } from '../catalog/substrates'
import type { QuoteEnv } from './quote-env'
import type { Order } from '../schema/order'
import { checkEvenFiles } from './artwork-pairs'
import { issue } from './issue'
import type { Issue } from './issue'
import { checkQuantities, hasArtwork } from './quantities'

/** White Vinyl is too stiff to convert below 1" (docs/product.md section 9). */
export const WHITE_VINYL_MIN_INCHES = 1

/** 'Select Material & Laminate': no material of this product, or a needed laminate missing. */
export const checkMaterial = (
  o: Pick<Order, 'product_type_id' | 'substrate_id' | 'laminate_id'>,
): Issue[] => {
  const substrate = findSubstrate(o.substrate_id)
  const laminate = findLaminate(o.laminate_id)
  const missing =
    substrate === undefined ||
    substrate.productTypeId !== o.product_type_id ||
    (substrate.needsLaminate &&
      (laminate === undefined || laminate.productTypeId !== substrate.productTypeId))
  return missing
    ? [
        issue('material', 'Select Material & Laminate', {
          code: 'material_missing',
          path: ['substrate_id', 'laminate_id'],
        }),
      ]
    : []
}

/** 'White Vinyl must be at least 1"' in width and length. */
export const checkWhiteVinyl = (o: Pick<Order, 'substrate_id' | 'width' | 'length'>): Issue[] => {
  if (o.substrate_id !== LABEL_SUBSTRATE.whiteVinyl) return []
  const short = [o.width, o.length].some((v) => v !== null && v < WHITE_VINYL_MIN_INCHES)
  return short
    ? [
        issue('label_size', 'White Vinyl must be at least 1"', {
          code: 'white_vinyl_too_small',
          path: ['width', 'length'],
        }),
      ]
    : []
}

/** Labels need an application; machine-applied rolls also need an unwind direction. */
export const checkApplication = (
  o: Pick<Order, 'product_type_id' | 'form_factor_id' | 'roll_direction_id'>,
): Issue[] => {
  if (o.product_type_id !== PRODUCT_TYPE.label) return []
  if (o.form_factor_id === null)
    return [
      issue('form_factor', 'Select Application', {
        code: 'application_missing',
        path: ['form_factor_id'],
      }),
    ]
  if (o.form_factor_id === FORM_FACTOR.machineApplied && o.roll_direction_id === null)
    return [
      issue('roll_direction', 'Select a roll direction', {
        code: 'roll_direction_missing',
        path: ['roll_direction_id'],
      }),
    ]
  return []
}

/** 'Upload Artwork (Now or Later)': no upload and no design count; blank cartons need none. */
export const checkArtwork = (
  o: Pick<Order, 'product_type_id' | 'is_blank' | 'designs_orders' | 'design_count'>,
): Issue[] =>
  (o.product_type_id === PRODUCT_TYPE.carton && o.is_blank) || hasArtwork(o)
    ? []
    : [
        issue('artwork', 'Upload Artwork (Now or Later)', {
          code: 'artwork_missing',
          path: ['designs_orders'],
        }),
      ]

/** Variable data needs a data file or written special requests. */
export const checkVariableData = (
  o: Pick<Order, 'is_variable_data' | 'variable_data_special_requests' | 'order_uploads'>,
): Issue[] =>
  o.is_variable_data &&
  o.variable_data_special_requests.trim() === '' &&
  !o.order_uploads.some((u) => u.type === 'variable_data')
    ? [
        issue('variable_data', 'Variable Data is chosen, but no file provided.', {
          code: 'variable_data_file_missing',
          path: ['order_uploads'],
        }),
      ]
    : []

/** Completeness of a label or carton order (docs/product.md section 5, "Standard order completeness"). */
export const checkStandardCompleteness = (order: Order, _env?: QuoteEnv): Issue[] => {
  if (order.product_type_id === PRODUCT_TYPE.design) return []
  return [
    ...checkMaterial(order),
    ...checkWhiteVinyl(order),
    ...checkApplication(order),
    ...checkArtwork(order),
    ...checkQuantities(order),
    ...checkVariableData(order),
    ...checkEvenFiles(order),
  ]
}
