import { describe, expect, it } from 'vitest'
import { MENUS } from './nav-data'

describe('the header menus', () => {
  it('are Labels, Cartons, Graphic Design and About (docs/product.md section 2)', () => {
    expect(MENUS.map((m) => m.key)).toEqual(['labels', 'cartons', 'graphics', 'about'])
    expect(MENUS.map((m) => m.label)).toEqual(['Labels', 'Cartons', 'Graphic Design', 'About'])
  })

  it('link the design anchors and open the design quote in a new tab', () => {
    const design = MENUS.find((m) => m.key === 'graphics')
    const links = design?.columns.flatMap((c) => c.links.map((l) => l.to)) ?? []
    expect(links).toEqual(
      expect.arrayContaining([
        '/design#artworkedits',
        '/design#artworkrecreation',
        '/design#customdesign',
      ]),
    )
    expect(design?.cta.newTab).toBe(true)
  })
})
