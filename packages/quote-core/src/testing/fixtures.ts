import { seedDies } from '../catalog/dies'
import { CARTON_LAMINATE, LABEL_LAMINATE } from '../catalog/laminates'
import { FORM_FACTOR, PRODUCT_TYPE, SHAPE } from '../catalog/ids'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import { applyPatch } from '../order/apply-patch'
import type { QuoteEnv } from '../rules/quote-env'
import { initialOrder } from '../schema/initial-order'
import type { Order, OrderPatch } from '../schema/order'

/** The library of stock dies and no account presets: what a guest's quote sees. */
export const guestEnv: QuoteEnv = { dies: seedDies, account: null }

/** A Tuesday morning before the 10:00 ET cut-off (docs/pricing-model.md section 10, example A). */
export const fixedNow = '2025-03-04T14:30:00Z'

/** 1,000 2" x 3" White Paper labels with Gloss laminate, machine applied: a complete quote. */
export const labelQuotePatch: OrderPatch = {
  product_type_id: PRODUCT_TYPE.label,
  substrate_id: LABEL_SUBSTRATE.whitePaper,
  laminate_id: LABEL_LAMINATE.gloss,
  shape_id: SHAPE.rectangle,
  width: 2,
  length: 3,
  form_factor_id: FORM_FACTOR.machineApplied,
  total_qty: 1000,
  design_count: 1,
}

/** 1,000 4" x 2" x 6" Straight Tuck cartons on Bright White SBS with Gloss: a complete quote. */
export const cartonQuotePatch: OrderPatch = {
  product_type_id: PRODUCT_TYPE.carton,
  substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
  laminate_id: CARTON_LAMINATE.gloss,
  shape_id: SHAPE.straightTuck,
  width: 2,
  length: 4,
  depth: 6,
  total_qty: 1000,
  design_count: 1,
}

/** An order built the way the quoter builds it: a fresh quote with a patch applied. */
export const buildOrder = (patch: OrderPatch, env: QuoteEnv = guestEnv, id = 1): Order =>
  applyPatch(
    { ...initialOrder((patch.product_type_id ?? PRODUCT_TYPE.label) as 1 | 2 | 3), id },
    patch,
    env,
  )
