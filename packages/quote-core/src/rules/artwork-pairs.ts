import type { Order } from '../schema/order'
import { issue } from './issue'
import type { Issue } from './issue'

type PairView = Pick<Order, 'is_duplex' | 'is_front_back' | 'designs_orders' | 'design_count'>

/** How artwork files pair up: carton duplex (outside/inside), label front/back, or not at all. */
export const pairModeOf = (
  o: Pick<Order, 'is_duplex' | 'is_front_back'>,
): 'duplex' | 'front/back' | null =>
  o.is_duplex ? 'duplex' : o.is_front_back ? 'front/back' : null

/** Artwork files of the order: uploaded lines, or the design count entered via "later". */
export const artworkFileCount = (o: Pick<Order, 'designs_orders' | 'design_count'>): number =>
  o.designs_orders.length > 0 ? o.designs_orders.length : Math.max(0, o.design_count ?? 0)

/** Printed designs: in duplex or front/back mode two files make one printed design. */
export const printedDesignCount = (o: PairView): number => {
  const files = artworkFileCount(o)
  return pairModeOf(o) === null ? files : Math.ceil(files / 2)
}

/** 'You must upload an even number of files for duplex printing.' (or front/back). */
export const checkEvenFiles = (o: PairView): Issue[] => {
  const mode = pairModeOf(o)
  const files = artworkFileCount(o)
  if (mode === null || files === 0 || files % 2 === 0) return []
  return [
    issue('artwork', `You must upload an even number of files for ${mode} printing.`, {
      code: 'artwork_files_odd',
      path: ['designs_orders'],
    }),
  ]
}

/**
 * Linked designs must come in sets of exactly two (docs/product.md section 5, "Exactly 2 files per
 * pair"): a design linked to itself, to a design not on the order, or three designs linked
 * together are errors. A design marked linked without a partner id (the local fallback after a
 * failed link call, docs/product.md section 8) cannot be judged and is left alone.
 */
export const checkPairs = (o: PairView): Issue[] => {
  if (pairModeOf(o) === null) return []
  const present = new Set(o.designs_orders.map((l) => l.design.id))
  const links = new Map<number, Set<number>>()
  const add = (a: number, b: number) => links.set(a, (links.get(a) ?? new Set<number>()).add(b))
  for (const { design } of o.designs_orders)
    if (design.linked_design_id !== null) {
      add(design.id, design.linked_design_id)
      add(design.linked_design_id, design.id)
    }
  const componentOf = (start: number): Set<number> => {
    const seen = new Set<number>([start])
    const queue = [start]
    for (let id = queue.pop(); id !== undefined; id = queue.pop())
      for (const next of links.get(id) ?? [])
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
    return seen
  }
  const bad = [...links.keys()].some((id) => {
    const c = componentOf(id)
    return !present.has(id) || links.get(id)?.has(id) === true || c.size !== 2
  })
  return bad
    ? [
        issue('artwork', 'Exactly 2 files per pair', {
          code: 'artwork_pairs_invalid',
          subcategory: 'pairs',
          path: ['designs_orders'],
        }),
      ]
    : []
}
