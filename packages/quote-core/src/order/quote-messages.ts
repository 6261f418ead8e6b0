/** Words of docs/product.md that the quote tool shows as they are, kept here so no screen retypes them. */
export const QUOTE_MESSAGES = {
  /** Section 4: the banner after a quote is saved to the account. */
  saved: 'Your quote has been saved.',
  /** Section 2: the added-to-cart modal's warning for printed work without artwork. */
  artworkLater: "You still need to upload artwork. You can do it later if you aren't ready now.",
  /** Section 8: the error screen after a rendering crash (the support phone follows it). */
  crash:
    'Oh My! Something is not quite right. It is not your fault. You are awesome. Please reload the page and try again or call us if this continues to happen.',
} as const

/** Section 8: a failed save to the account, with the server's message. */
export const saveFailedMessage = (serverMessage: string): string =>
  `There was a problem saving this quote: ${serverMessage}`
