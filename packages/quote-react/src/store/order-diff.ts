import {
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
  for (const k of CUSTOMER_FIELDS)
    if (unconfirmed.has(k) || !valueEquals(local[k], base[k])) patch[k] = local[k]
  return patch as OrderPatch
}
