// @vitest-environment happy-dom
import { cartonSubstrates, labelSubstrates } from '@diecut/quote-core'
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MaterialGrid } from './MaterialGrid'

const labels = labelSubstrates.filter((s) => s.listed)

afterEach(cleanup)

describe('MaterialGrid', () => {
  it('has the tabs of docs/product.md section 2 with their counts and Sort By', () => {
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

  it('renders again only when its own props change, not on every change of the quote', () => {
    // Every pass of the grid reads its list (the tabs' counts): a list that counts the reads.
    let reads = 0
    const counted = new Proxy(labels, {
      get: (list, key, receiver) => {
        if (key === 'filter') reads++
        return Reflect.get(list, key, receiver) as unknown
      },
    })
    const onSelect = () => undefined
    const Quote = ({ quantity, selectedId }: { quantity: number; selectedId: number }) => (
      <>
        <output>{quantity}</output>
        <MaterialGrid materials={counted} selectedId={selectedId} onSelect={onSelect} withTabs />
      </>
    )
    const view = render(<Quote quantity={500} selectedId={1} />)
    const first = reads
    expect(first).toBeGreaterThan(0)
    // A quantity typed: the quote changes, the grid's props do not.
    view.rerender(<Quote quantity={5000} selectedId={1} />)
    expect(reads).toBe(first)
    expect(view.container.querySelector('output')?.textContent).toBe('5000')
    // Another material chosen: the grid renders again.
    view.rerender(<Quote quantity={5000} selectedId={2} />)
    expect(reads).toBeGreaterThan(first)
  })
})
