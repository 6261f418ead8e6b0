import {
  LINE_QUANTITY_FIELDS,
  ORDER_INPUT_FIELD_NAMES,
  valueEquals,
  type Order,
  type OrderPatch,
} from '@diecut/quote-core'

type Field = (typeof ORDER_INPUT_FIELD_NAMES)[number]

/** The fields a customer changes: exactly what POST /orders/quoter/{id} accepts. */
export const CUSTOMER_FIELDS: readonly Field[] = ORDER_INPUT_FIELD_NAMES

/**
 * The patch that brings the server from `base` to `local`: every customer field that differs,
 * plus the `unconfirmed` fields (sent in a request whose answer never came, so the server may
 * or may not hold them).
 */
export const diffOrder = (
  local: Order,
  base: Order,
  unconfirmed: ReadonlySet<string> = new Set(),
): OrderPatch => {
  const patch: Record<string, unknown> = {}
  // With artwork lines the quantities follow them (their own calls carry each line's
  // quantity): the quoter refuses them in a patch (quote-core's quantityPatchRefusals).
  const lines = local.designs_orders.length > 0 || base.designs_orders.length > 0
  const skipped: ReadonlySet<string> = new Set(lines ? LINE_QUANTITY_FIELDS : [])
  for (const k of CUSTOMER_FIELDS)
    if (!skipped.has(k) && (unconfirmed.has(k) || !valueEquals(local[k], base[k])))
      patch[k] = local[k]
  return patch as OrderPatch
}
