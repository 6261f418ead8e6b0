import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { SizesAnswer } from './die'

const decode = Schema.decodeUnknownEither(SizesAnswer)

const die = {
  id: 7,
  status_id: 1,
  width: 2,
  length: 3,
  depth: null,
  label: '2" x 3"',
  shape_id: 1,
  is_square_corners: false,
  size_type_id: 1,
  product_type_id: 1,
  s3key: 'dies/7.png',
}

describe('SizesAnswer (see-all-sizes, docs/product.md section 7)', () => {
  it("reads 'Not Modified' or the library, with the stamp and version null when missing", () => {
    expect(Schema.decodeUnknownSync(SizesAnswer)({ sizes: 'Not Modified' })).toEqual({
      sizes: 'Not Modified',
      lastModified: null,
      version: null,
    })
    const answer = { sizes: [die], lastModified: '2026-01-02T03:04:05.000Z', version: 9 }
    expect(Schema.decodeUnknownSync(SizesAnswer)(answer)).toEqual(answer)
  })

  it('refuses any other word for sizes, and a die of the wrong shape', () => {
    expect(decode({ sizes: 'Modified' })._tag).toBe('Left')
    expect(decode({ sizes: [{ ...die, width: 'two' }] })._tag).toBe('Left')
  })
})
