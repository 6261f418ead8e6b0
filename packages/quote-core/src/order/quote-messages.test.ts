import { describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES, saveFailedMessage } from './quote-messages'

describe('quote messages (docs/product.md sections 2, 4 and 8)', () => {
  it('keeps the banner, the artwork warning and the crash screen word for word', () => {
    expect(QUOTE_MESSAGES).toEqual({
      saved: 'Your quote has been saved.',
      artworkLater:
        "You still need to upload artwork. You can do it later if you aren't ready now.",
      crash:
        'Oh My! Something is not quite right. It is not your fault. You are awesome. Please reload the page and try again or call us if this continues to happen.',
    })
  })

  it("puts the server's message after the save failure's words", () => {
    expect(saveFailedMessage('Please log in or sign up first.')).toBe(
      'There was a problem saving this quote: Please log in or sign up first.',
    )
  })
})
