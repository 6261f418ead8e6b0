/** Print resolution artwork needs at its printed size (SPEC.md section 1: under 300 ppi is low). */
export const MIN_PPI = 300

/**
 * The resolution a raster file prints at when stretched over the label's width x length, or
 * null when it cannot be told (vector files, unknown pixels, no size yet). The file may be
 * turned either way, so the better fit counts.
 * (Request for quote-core: this rule belongs there as `artworkResolution`.)
 */
export const effectivePpi = (
  px: { width_px: number | null; height_px: number | null },
  size: { width: number | null; length: number | null },
): number | null => {
  const { width_px: w, height_px: h } = px
  const { width, length } = size
  if (w === null || h === null || width === null || length === null || width <= 0 || length <= 0)
    return null
  const upright = Math.min(w / width, h / length)
  const turned = Math.min(w / length, h / width)
  return Math.floor(Math.max(upright, turned))
}
