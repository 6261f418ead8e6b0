import { DESIGN_TYPE, PRODUCT_TYPE, SHAPE } from '../catalog/ids'
import type { Order } from '../schema/order'
import { designFee } from './design'
import type { DesignChoice } from './design'
import { dollarsToCents } from './money'
import type { Cents } from './money'
import type { PricingParams } from './params'
import type { ProductKind } from './service-params'

/** The extra charges of a design order (docs/product.md section 1, the design landing's list). */
export type DesignExtra = 'low_resolution_file' | 'font_license' | 'custom_dieline'

/** One line of a design order's price, in the order the summary lists them. */
export type DesignPriceLine = {
  readonly key: 'service' | DesignExtra
  readonly label: string
  readonly cents: Cents
}

/** A priced design order: its lines add up to the total; days to the first proof. */
export type DesignOrderPrice = {
  readonly lines: readonly DesignPriceLine[]
  readonly totalCents: Cents
  readonly designCount: number
  readonly days: number
}

export const DESIGN_EXTRA_LABELS: Readonly<Record<DesignExtra, string>> = {
  low_resolution_file: 'Uneditable or low-resolution file',
  font_license: 'Font licence',
  custom_dieline: 'Custom shape dieline',
}

// Flattened raster formats: the layers and vectors a designer edits are gone.
const RASTER_NAME = /\.(jpe?g|png|bmp|gif|tiff?|webp)$/i
const RASTER_MIME = /^image\/(jpeg|png|bmp|gif|tiff|webp)$/i

// Shapes with no stock die: their dieline is drawn for the order.
const DIELINE_SHAPES: readonly number[] = [SHAPE.custom, SHAPE.newShape, SHAPE.customCarton]

/** The design service an order asks for, from its brief's design type. */
export const designChoiceOf = (order: Order): DesignChoice => {
  switch (order.graphic_design_order_details?.design_type_id) {
    case DESIGN_TYPE.edits:
      return 'edits'
    case DESIGN_TYPE.recreation:
      return 'recreation'
    case DESIGN_TYPE.custom:
      return 'custom'
    default:
      return 'none'
  }
}

/**
 * The extras an order incurs. A flattened raster file is uneditable: edits must rebuild the
 * artwork, and a custom design must recreate a logo the customer says is not vector (a
 * recreation order already prices the redraw). A font licence when the customer says one is
 * needed; a dieline when the shape has no stock die.
 */
export const designExtrasOf = (order: Order): readonly DesignExtra[] => {
  const gd = order.graphic_design_order_details
  if (gd === null || gd.design_type_id === null) return []
  const rasterArtwork = order.designs_orders.some((d) => RASTER_NAME.test(d.customer_filename))
  const rasterLogo = order.order_uploads.some(
    (u) => u.type === 'logo' && RASTER_MIME.test(u.mimetype),
  )
  const lowRes =
    (gd.design_type_id === DESIGN_TYPE.edits && rasterArtwork) ||
    (gd.design_type_id === DESIGN_TYPE.custom && gd.is_vector_logo === false && rasterLogo)
  const dieline = order.shape_id !== null && DIELINE_SHAPES.includes(order.shape_id)
  return [
    ...(lowRes ? (['low_resolution_file'] as const) : []),
    ...(gd.is_font_license_needed === true ? (['font_license'] as const) : []),
    ...(dieline ? (['custom_dieline'] as const) : []),
  ]
}

const extraCents = (extra: DesignExtra, product: ProductKind, params: PricingParams): Cents => {
  const spec = params.services.designExtras
  switch (extra) {
    case 'low_resolution_file':
      return dollarsToCents(spec.lowResolutionFile)
    case 'font_license':
      return dollarsToCents(spec.fontLicense)
    case 'custom_dieline':
      return dollarsToCents(spec.customDieline[product])
  }
}

/**
 * The price of a design-service order (docs/pricing-model.md §6 and docs/design-pricing.md): the
 * service fee per design, then one line per extra; null until a design type is chosen.
 */
export const priceDesignOrder = (order: Order, params: PricingParams): DesignOrderPrice | null => {
  const gd = order.graphic_design_order_details
  const product: ProductKind =
    gd?.design_product_type_id === PRODUCT_TYPE.carton ? 'carton' : 'label'
  // Edits and recreation work file by file; a custom brief is one new design, whatever
  // reference files come with it.
  const designCount =
    gd?.design_type_id === DESIGN_TYPE.custom ? 1 : Math.max(1, order.design_count ?? 1)
  const fee = designFee(designChoiceOf(order), product, designCount, params)
  if (fee.cents === 0) return null
  const lines: DesignPriceLine[] = [
    {
      key: 'service',
      label: designCount > 1 ? `${fee.label} × ${designCount}` : fee.label,
      cents: fee.cents,
    },
    ...designExtrasOf(order).map((extra) => ({
      key: extra,
      label: DESIGN_EXTRA_LABELS[extra],
      cents: extraCents(extra, product, params),
    })),
  ]
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.cents, 0),
    designCount,
    days: fee.days,
  }
}
