import type { Order } from '@diecut/quote-core'

/** The dieline template download of the selected size (GET /api/sizes/get-shape-svg). */
export const templateUrl = (
  o: Pick<Order, 'width' | 'length' | 'depth' | 'shape_id' | 'is_square_corners'>,
): string | null => {
  if (o.width === null || o.length === null || o.shape_id === null) return null
  const q = new URLSearchParams({
    width: String(o.width),
    length: String(o.length),
    shape_id: String(o.shape_id),
    is_square_corners: o.is_square_corners ? '1' : '0',
    visibleLayers: 'dieline,bleedline,kisscutline,creaseline',
  })
  if (o.depth !== null) q.set('depth', String(o.depth))
  return `/api/sizes/get-shape-svg?${q.toString()}`
}
