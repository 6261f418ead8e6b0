import type { ArtworkInfo, DesignsOrder } from '@diecut/quote-core'
import { buildOrder, labelQuotePatch } from '@diecut/quote-core/testing'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DesignLineRow } from './DesignLineRow'

const line: DesignsOrder = {
  id: 7,
  design_id: 3,
  qty: 1000,
  customer_filename: 'lemon-label.png',
  signed_url: null,
  design: {
    id: 3,
    customer_filename: 'lemon-label.png',
    is_linked: false,
    linked_design_id: null,
    print_sequence: null,
  },
  customer_filestack_id: null,
}

const infoOf = (width_px: number | null, height_px: number | null): ArtworkInfo => ({
  id: 3,
  designs_order_id: 7,
  customer_filename: 'lemon-label.png',
  mimetype: 'image/png',
  width_px,
  height_px,
  page_width_in: null,
  page_height_in: null,
  url: '/account/designs/file/3',
})

// A 2" x 3" label quote.
const order = buildOrder(labelQuotePatch)

const render = (info: ArtworkInfo | undefined) =>
  renderToStaticMarkup(
    <DesignLineRow
      line={line}
      info={info}
      order={order}
      pairLabel={null}
      onQuantity={() => undefined}
      onRemove={() => undefined}
    />,
  )

describe('DesignLineRow', () => {
  it("shows quote-core's low-resolution message for artwork under 300 ppi", () => {
    const html = render(infoOf(300, 450))
    expect(html).toContain('150 ppi at this size')
    expect(html).toContain('role="alert"')
    expect(html).toContain(
      'This artwork is about 150 ppi at 2&quot; x 3&quot;. Use 300 ppi or more for sharp print.',
    )
  })

  it('shows the resolution without a warning for sharp or turned artwork', () => {
    const html = render(infoOf(900, 600))
    expect(html).toContain('300 ppi at this size')
    expect(html).not.toContain('design-warning')
  })

  it('says nothing about resolution when the pixels are unknown (vector files)', () => {
    const html = render(infoOf(null, null))
    expect(html).not.toContain('ppi')
    expect(render(undefined)).not.toContain('ppi')
  })
})
