/** Screen settings of docs/product.md section 9 that only the storefront uses. */
export const UI_SETTINGS = {
  /** The mobile menu plays its closing animation before it is removed. */
  mobileMenuCloseDelayMs: 300,
  /** Rows of the Additional Order Notes box (docs/product.md section 2). */
  notesRows: 4,
  helpSuggestedArticles: 5,
} as const
