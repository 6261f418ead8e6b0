import { cartonSubstrates, labelSubstrates } from '@diecut/quote-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MaterialGrid } from './MaterialGrid'

const labels = labelSubstrates.filter((s) => s.listed)

describe('MaterialGrid', () => {
  it('has the tabs of SPEC.md section 2 with their counts and Sort By', () => {
    const html = renderToStaticMarkup(
      <MaterialGrid materials={labels} selectedId={null} onSelect={() => undefined} withTabs />,
    )
    const tabs = [
      ...html.matchAll(/role="tab"[^>]*>([^<]+)(?:<span class="tab-count">(\d+)<\/span>)?/g),
    ].map((m) => [m[1], m[2] ?? null])
    // The spec's own numbers: 'Best Sellers (5 materials), Waterproof (6), Eco-Friendly (3),
    // Unlaminated (4)'.
    expect(tabs).toEqual([
      ['All Materials', null],
      ['Best Sellers', '5'],
      ['Waterproof', '6'],
      ['Eco-Friendly', '3'],
      ['Unlaminated', '4'],
    ])
    expect(html).toContain('Sort By')
    expect(html.match(/type="radio"/g)).toHaveLength(labels.length)
  })

  it('draws every swatch inline (no image files) and appends No Duplex for cartons', () => {
    const html = renderToStaticMarkup(
      <MaterialGrid
        materials={cartonSubstrates.filter((s) => s.listed)}
        selectedId={null}
        onSelect={() => undefined}
        withTabs={false}
      />,
    )
    expect(html).not.toContain('<img')
    expect(html).toContain('<svg')
    expect(html).toMatch(/No Duplex/)
  })
})
