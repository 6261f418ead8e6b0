/** The sizes cache version the client keeps (docs/product.md section 9, "Sizes cache client version 9"). */
export const SIZES_VERSION = 9

/** The see-all-sizes answer's `sizes` when the client's copy is current (docs/product.md section 7). */
export const SIZES_NOT_MODIFIED = 'Not Modified'

/** Artwork files one upload may carry (docs/product.md section 9, "Max files per upload 200"). */
export const MAX_FILES_PER_UPLOAD = 200

/** Files one quote upload (logo, style reference, variable data) carries (docs/product.md section 9: one). */
export const FILES_PER_QUOTE_UPLOAD = 1

/** Files one proof upload carries: one PDF or image per line (packages/http-adapter/API.md). */
export const FILES_PER_PROOF = 1

/**
 * Business constants of docs/product.md section 9 that the storefront, its hooks and the server share.
 * Roll limits live in `defaultRollParams`; screen settings (menus, grids, rows) in the storefront.
 */
export const QUOTE_CONSTANTS = {
  /** Debounces, milliseconds: quantities 500, any other change 100. */
  quantityDebounceMs: 500,
  changeDebounceMs: 100,
  /** Returning to the tab after this long refreshes the quote. */
  refocusRefreshSeconds: 120,
  sizesCacheClientVersion: SIZES_VERSION,
  maxFilesPerUpload: MAX_FILES_PER_UPLOAD,
  /** Shown beside the roll maximums: a roll may come out up to 10% smaller. */
  rollTolerance: '+0/-10%',
  supportPhone: '(888) 343-3288',
  supportHours: '9 AM to 6 PM ET, Monday to Friday',
  supportAddress: '1200 Press Row, Columbus, OH 43215',
} as const

/**
 * Who the store is, as its quotes, invoices and emails sign off: name, postal address, phone and
 * opening hours.
 */
export const STORE_CONTACT = {
  name: 'diecut',
  tagline: 'Custom roll labels, folding cartons and design',
  address: QUOTE_CONSTANTS.supportAddress,
  phone: QUOTE_CONSTANTS.supportPhone,
  hours: QUOTE_CONSTANTS.supportHours,
} as const
export type StoreContact = {
  readonly name: string
  readonly tagline: string
  readonly address: string
  readonly phone: string
  readonly hours: string
}

/** The About menu's latest blog posts: how many, kept how long (docs/product.md section 9). */
export const LATEST_POSTS = { shown: 3, cacheHours: 24 } as const
