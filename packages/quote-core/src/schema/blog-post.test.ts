import { describe, expect, it } from 'vitest'
import { decodeInput } from './decode'
import { BlogPost } from './blog-post'
import { ArtworkInfo } from './designs-order'

const post = {
  id: 3,
  slug: 'choosing-a-laminate',
  link: 'https://diecut.example/blog/choosing-a-laminate',
  date: '2025-02-03T10:00:00',
  title: { rendered: 'Choosing a laminate' },
  excerpt: { rendered: '<p>Gloss or matte?</p>' },
  _embedded: { 'wp:featuredmedia': [{ source_url: '/media/gloss.jpg', alt_text: '' }] },
}

describe('BlogPost', () => {
  it('reads a WordPress post, keeping the fields the store shows', () => {
    const decoded = decodeInput(BlogPost)(post)
    expect(decoded).toMatchObject({ _tag: 'Decoded', value: { id: 3, title: post.title } })
  })

  it('refuses a post without a rendered title or with a text id', () => {
    expect(decodeInput(BlogPost)({ ...post, title: 'Choosing' })._tag).toBe('DecodeFailed')
    expect(decodeInput(BlogPost)({ ...post, id: '3' })._tag).toBe('DecodeFailed')
  })
})

describe('ArtworkInfo', () => {
  const info = {
    id: 9,
    designs_order_id: 4,
    customer_filename: 'front.png',
    mimetype: 'image/png',
    width_px: 600,
    height_px: 900,
    page_width_in: null,
    page_height_in: null,
    url: '/account/designs/file/9',
  }

  it('reads the details of an artwork file, a PDF page size being optional', () => {
    expect(decodeInput(ArtworkInfo)(info)).toEqual({ _tag: 'Decoded', value: info })
  })

  it('refuses pixel sizes that are not numbers', () => {
    const decoded = decodeInput(ArtworkInfo, 'designs.0')({ ...info, width_px: '600' })
    expect(decoded._tag).toBe('DecodeFailed')
    const paths = decoded._tag === 'DecodeFailed' ? decoded.issues.map((i) => i.path) : []
    expect(new Set(paths)).toEqual(new Set(['designs.0.width_px']))
  })
})
