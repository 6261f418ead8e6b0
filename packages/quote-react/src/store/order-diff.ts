import { ORDER_INPUT_FIELD_NAMES, type Order, type OrderPatch } from '@diecut/quote-core'

type Field = (typeof ORDER_INPUT_FIELD_NAMES)[number]

/** The fields a customer changes: exactly what POST /orders/quoter/{id} accepts. */
export const CUSTOMER_FIELDS: readonly Field[] = ORDER_INPUT_FIELD_NAMES

/** Structural equality of JSON values (orders are plain, serializable data). */
export const jsonEquals = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  return ka.every((k) => Object.hasOwn(rb, k) && jsonEquals(ra[k], rb[k]))
}

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
    if (unconfirmed.has(k) || !jsonEquals(local[k], base[k])) patch[k] = local[k]
  return patch as OrderPatch
}
