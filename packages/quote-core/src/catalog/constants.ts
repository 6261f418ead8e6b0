import { QUOTER_VERSION } from '../schema/initial-order'
import { MAX_PALETTES, MAX_STYLE_PICKS } from '../schema/graphic-design-values'

/** Business constants of SPEC.md section 9 that the storefront and server share. */
export const QUOTE_CONSTANTS = {
  quoterVersion: QUOTER_VERSION,
  /** Debounces, milliseconds: quantities and size requests 500, any other change 100. */
  quantityDebounceMs: 500,
  sizeRequestDebounceMs: 500,
  changeDebounceMs: 100,
  /** Returning to the tab after this long refreshes the quote. */
  refocusRefreshSeconds: 120,
  quantityAnalyticsThreshold: 250,
  quantityAnalyticsDelayMs: 5000,
  sizesCacheClientVersion: 9,
  maxFilesPerUpload: 200,
  maxFilesPerPair: 2,
  maxStylePicks: MAX_STYLE_PICKS,
  maxPalettes: MAX_PALETTES,
  rollMinDiameterIn: 4,
  rollMaxDiameterIn: 13,
  rollNarrowMaxDiameterIn: 8,
  rollNarrowWidthIn: 0.875,
  rollMinQty: 100,
  rollMaxQtyDefault: 10_000,
  rollTolerance: '+0/-10%',
  whiteVinylMinIn: 1,
  blogPostsShown: 3,
  blogCacheHours: 24,
  mobileMenuCloseDelayMs: 300,
  notesRows: 4,
  gridColumns: 3,
  helpSuggestedArticles: 5,
  supportPhone: '(888) 343-3288',
  supportHours: '9 AM to 6 PM ET, Monday to Friday',
  supportAddress: '1200 Press Row, Columbus, OH 43215',
} as const
