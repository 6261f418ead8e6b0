import { describe, expect, it } from 'vitest'
import { MAX_DESIGNS, MAX_QUANTITY, MAX_QUOTE_UPLOADS } from '../schema/limits'
import { buildOrder, labelQuotePatch } from '../testing/fixtures'
import { checkDesignsAdded, checkQuoteUploadAdded } from './attachment-limits'

const order = buildOrder(labelQuotePatch)

describe('checkDesignsAdded', () => {
  it('lets an order fill up to the designs limit and no further', () => {
    expect(checkDesignsAdded(order, MAX_DESIGNS, 1)).toBeNull()
    expect(checkDesignsAdded(order, MAX_DESIGNS + 1, 1)).toMatchObject({
      code: 'too_many_designs',
      message: expect.stringContaining(String(MAX_DESIGNS)),
    })
  })

  it('refuses designs whose pieces would pass the quantity limit', () => {
    expect(checkDesignsAdded(order, 2, MAX_QUANTITY / 2)).toBeNull()
    expect(checkDesignsAdded(order, 2, MAX_QUANTITY / 2 + 1)).toMatchObject({
      code: 'too_many_pieces',
    })
  })
})

describe('checkQuoteUploadAdded', () => {
  it('refuses a file beyond the attached-files limit', () => {
    expect(checkQuoteUploadAdded(order)).toBeNull()
    const upload = {
      id: 1,
      order_id: 1,
      s3key: 'k',
      filename: 'logo.png',
      size: 1,
      mimetype: 'image/png',
      filepicker_id: null,
      filepicker_url: null,
      type: 'logo' as const,
    }
    const full = {
      ...order,
      order_uploads: Array.from({ length: MAX_QUOTE_UPLOADS }, () => upload),
    }
    expect(checkQuoteUploadAdded(full)).toMatchObject({ code: 'too_many_quote_uploads' })
  })
})
