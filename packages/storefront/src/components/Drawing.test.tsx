import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Drawing } from './Drawing'

describe('Drawing', () => {
  it('is hidden from assistive technology when it has no label', () => {
    const html = renderToStaticMarkup(
      <Drawing box={[32, 24]} width="30" focusable="false">
        <rect width="32" height="24" />
      </Drawing>,
    )
    expect(html).toBe(
      '<svg viewBox="0 0 32 24" aria-hidden="true" width="30" focusable="false"><rect width="32" height="24"></rect></svg>',
    )
  })

  it('is a labelled image when it has a label', () => {
    const html = renderToStaticMarkup(
      <Drawing box={[240, 160]} label="A printed folding carton">
        <path d="M0 0h1" />
      </Drawing>,
    )
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="A printed folding carton"')
    expect(html).not.toContain('aria-hidden')
  })
})
