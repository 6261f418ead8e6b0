import type { ArtworkInfo, DesignsOrder } from '@diecut/quote-core'
import { useMemo, useRef } from 'react'
import { useResource } from './use-resource'

const none: ReadonlyMap<number, ArtworkInfo> = new Map()

/**
 * What the server recorded about each artwork file of the order (pixels, page size, type, file
 * address), by design id; asked again when the order's designs change. Empty until loaded or
 * when it could not be read (the previews and resolution warnings then wait).
 */
export const useArtworkInfo = (
  orderId: number,
  lines: readonly DesignsOrder[],
): ReadonlyMap<number, ArtworkInfo> => {
  const designs = lines.map((l) => l.design_id).join(',')
  const r = useResource(
    orderId > 0 && designs !== '' ? `artwork-info:${orderId}:${designs}` : null,
    (api, signal) => api.artworkIndex(orderId, signal),
  )
  // While the designs of a new upload are asked for, the files already known stay shown.
  const last = useRef(none)
  return useMemo(() => {
    if (r.data !== undefined) last.current = new Map(r.data.map((d) => [d.id, d]))
    else if (designs === '') last.current = none
    return last.current
  }, [r.data, designs])
}
