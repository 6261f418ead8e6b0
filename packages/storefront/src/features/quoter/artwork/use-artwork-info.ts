import type { DesignsOrder } from '@diecut/quote-core'
import { useEffect, useState } from 'react'
import { artworkIndex, type ArtworkInfo } from './artwork-calls'

/** What the server recorded about each artwork file of the order (pixels, type, file URL). */
export const useArtworkInfo = (
  orderId: number,
  lines: readonly DesignsOrder[],
): ReadonlyMap<number, ArtworkInfo> => {
  const [info, setInfo] = useState<ReadonlyMap<number, ArtworkInfo>>(new Map())
  const key = lines.map((l) => l.design_id).join(',')
  useEffect(() => {
    if (orderId === 0 || key === '') return
    const ctl = new AbortController()
    artworkIndex(orderId, ctl.signal)
      .then((list) => setInfo(new Map(list.map((d) => [d.id, d]))))
      .catch((e: unknown) => ctl.signal.aborted || console.warn('artwork index failed', e))
    return () => ctl.abort()
  }, [orderId, key])
  return info
}

/** Raster or SVG files a browser can draw. */
export const isDrawable = (info: ArtworkInfo | undefined): info is ArtworkInfo =>
  info !== undefined && /^image\/(png|jpe?g|gif|webp|bmp|svg\+xml)$/.test(info.mimetype)
