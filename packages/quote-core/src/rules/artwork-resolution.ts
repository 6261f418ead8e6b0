import { formatInches } from './size-checker'

/** Artwork prints sharply from 300 ppi at its printed size (docs/product.md section 1: under 300 is low). */
export const MIN_ARTWORK_PPI = 300

/** The pixel size of a raster artwork file; null when it cannot be read (vector files). */
export type ArtworkPixels = {
  readonly pixelWidth: number | null
  readonly pixelHeight: number | null
}

/** The printed size in inches (the label's width x length); null until it is chosen. */
export type PrintSize = { readonly width: number | null; readonly length: number | null }

export type ArtworkResolution = {
  /** Pixels per inch at the printed size, rounded down. */
  readonly ppi: number
  /** Under MIN_ARTWORK_PPI: the print will look soft or pixelated. */
  readonly low: boolean
  /** What the customer is told about it. */
  readonly message: string
}

// 630 px over 2.1" is 300 ppi, though the division gives 299.99999999999994.
const EPSILON = 1e-9

const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0

/**
 * The resolution a raster file prints at when it fills the label, or null when it cannot be
 * told (no pixel size, no label size yet). Artwork may be turned to fit, so its longer side is
 * compared with the label's longer side and its shorter side with the shorter one; the smaller
 * of the two ratios is what the print gets.
 */
export const artworkResolution = (
  { pixelWidth, pixelHeight }: ArtworkPixels,
  { width, length }: PrintSize,
): ArtworkResolution | null => {
  if (!usable(pixelWidth) || !usable(pixelHeight) || !usable(width) || !usable(length)) return null
  const longPx = Math.max(pixelWidth, pixelHeight)
  const shortPx = Math.min(pixelWidth, pixelHeight)
  const longIn = Math.max(width, length)
  const shortIn = Math.min(width, length)
  const ppi = Math.floor(Math.min(longPx / longIn, shortPx / shortIn) + EPSILON)
  const low = ppi < MIN_ARTWORK_PPI
  const at = `This artwork is about ${ppi} ppi at ${formatInches(width)} x ${formatInches(length)}`
  return {
    ppi,
    low,
    message: low
      ? `${at}. Use ${MIN_ARTWORK_PPI} ppi or more for sharp print.`
      : `${at}, sharp enough for print.`,
  }
}
