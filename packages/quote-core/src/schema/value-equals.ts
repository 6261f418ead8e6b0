/**
 * Structural equality of plain, JSON-like values (orders are plain objects: STYLE.md
 * section 4). The reducer uses it to hand back the very same object when an action changes
 * nothing, so stores skip the re-render and adapters detect a rejection with `next === prev`;
 * stores use it to tell whether an order from the server says anything new.
 */
export const valueEquals = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => valueEquals(x, b[i]))
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = Object.keys(ra)
  if (keys.length !== Object.keys(rb).length) return false
  return keys.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && valueEquals(ra[k], rb[k]))
}
