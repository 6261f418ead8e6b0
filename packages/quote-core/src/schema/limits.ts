/**
 * Numeric limits of the order's fields, in a module of their own so that rules and reducers
 * can read them without loading the Schemas (which the quoter's first screen does without).
 * Each is a ceiling a real order stays far below: past it a request is refused (400) before
 * anything is priced, stored or drawn.
 */

/**
 * The most pieces one order takes: in all (total_qty), per design (design_qty) and on one
 * artwork line. A million labels is several days on the digital roll press the pricing model
 * describes, twenty times the largest quantity it is calibrated at (50,000, docs/pricing-model.md
 * section 12.6); a run past it is an offset or flexo job that the store quotes by hand.
 */
export const MAX_QUANTITY = 1_000_000

/**
 * The ceiling quantities had before MAX_QUANTITY: orders, artwork lines, shared quotes and
 * placed orders stored under it still read. Nothing new is accepted above MAX_QUANTITY.
 */
export const STORED_MAX_QUANTITY = 10_000_000

/**
 * The most designs (artwork files) one order takes: design_count and its artwork lines. A
 * brand putting its whole range on one job (one label per flavour, shade or store) runs to a
 * few hundred versions; 500 is two and a half full uploads of 200 files (docs/product.md section 9).
 * A duplex or front/back pair counts as two files, so at most 250 printed sets.
 */
export const MAX_DESIGNS = 500

/**
 * The most artwork files one item of a placed order takes when its artwork comes after
 * checkout: an item is one quote, so as many as one quote's designs (MAX_DESIGNS). They come in
 * one upload, which docs/product.md's 200 files per upload (MAX_FILES_PER_UPLOAD) caps below this.
 */
export const MAX_PLACED_ARTWORK_FILES = MAX_DESIGNS

/**
 * The most files attached to one quote (logos, creative vision, style references, variable
 * data): ten of each of the four kinds, more than any design brief needs.
 */
export const MAX_QUOTE_UPLOADS = 40

/**
 * The most orders one cart holds. A re-order of a whole product line is a few dozen jobs;
 * each line is a full job of its own (up to MAX_DESIGNS designs), priced and checked out
 * together.
 */
export const MAX_CART_ORDERS = 100

/** The most Pantone colours an order may match. */
export const MAX_PANTONES = 20

/** The shortest password an account may be given (packages/http-adapter/API.md: a shorter one is a 400). */
export const MIN_PASSWORD_LENGTH = 8

/** The password rule as a sign-up form shows it before the customer types. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters.`

/** Most style picks and palettes a brief may hold (docs/product.md section 9). */
export const MAX_STYLE_PICKS = 3
export const MAX_PALETTES = 3
