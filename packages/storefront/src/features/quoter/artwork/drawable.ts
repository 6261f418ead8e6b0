import type { ArtworkInfo } from '@diecut/quote-core'

/** Raster or SVG files a browser can draw. */
export const isDrawable = (info: ArtworkInfo | undefined): info is ArtworkInfo =>
  info !== undefined && /^image\/(png|jpe?g|gif|webp|bmp|svg\+xml)$/.test(info.mimetype)
