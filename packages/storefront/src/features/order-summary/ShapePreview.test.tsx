import { labelOutline, SHAPE } from '@diecut/quote-core'
import { buildOrder, labelQuotePatch } from '@diecut/quote-core/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShapePreview } from './ShapePreview'

describe('ShapePreview', () => {
  it('draws the die exactly as the template download does: the core outline, cut and bleed', () => {
    const order = buildOrder({ ...labelQuotePatch, shape_id: SHAPE.oval, width: 2, length: 3 })
    const html = renderToStaticMarkup(<ShapePreview order={order} artwork={null} />)
    const outline = labelOutline(SHAPE.oval, 2, 3, false)
    expect(outline).toBeDefined()
    expect(html).toContain(`d="${outline?.cut}"`)
    expect(html).toContain(`d="${outline?.bleed}"`)
    expect(html).toContain('Preview of a 2&quot; by 3&quot; label')
  })

  it('shows nothing until a shape and size are chosen', () => {
    const order = buildOrder({ ...labelQuotePatch, width: null, length: null })
    expect(renderToStaticMarkup(<ShapePreview order={order} artwork={null} />)).toBe('')
  })
})
