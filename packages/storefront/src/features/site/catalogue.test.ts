import { describe, expect, it } from 'vitest'
import { CATALOGUE, DESIGN_SERVICE_LINKS } from './catalogue'
import { MENUS } from './nav-data'
import { catalogueDetailPage } from './pages/content-catalogue'
import { productPages } from './pages/content-products'

const entries = Object.values(CATALOGUE).flatMap((l) => l.entries as readonly { to: string }[])

describe('the catalogue', () => {
  it('addresses label types by name with a -labels slug', () => {
    const coffee = CATALOGUE.labelTypes.entries.find((e) => e.item.name === 'Coffee')
    expect(coffee?.to).toBe('/labels/label-types/coffee-labels')
    expect(coffee?.name).toBe('Coffee Labels')
    expect(catalogueDetailPage('/labels/label-types/eco-friendly-labels')?.title).toBe(
      'Eco-Friendly labels',
    )
  })

  it('has a page behind every entry, and every entry on its listing page', () => {
    expect(entries.filter((e) => catalogueDetailPage(e.to) === undefined)).toEqual([])
    for (const listing of Object.values(CATALOGUE))
      expect(productPages[listing.to]?.cards?.map((c) => c.to)).toEqual(
        listing.entries.map((e) => e.to),
      )
  })

  it('links the menus only to catalogue pages that exist', () => {
    const menuLinks = MENUS.filter((m) => m.key === 'labels' || m.key === 'cartons').flatMap((m) =>
      m.columns.flatMap((c) => c.links.map((l) => l.to)),
    )
    expect(menuLinks.length).toBeGreaterThan(10)
    for (const to of menuLinks) expect(entries.map((e) => e.to)).toContain(to)
  })

  it('links each design service to its own section of the design page', () => {
    const sections = productPages['/design']?.sections ?? []
    expect(DESIGN_SERVICE_LINKS).toHaveLength(3)
    for (const link of DESIGN_SERVICE_LINKS) {
      const section = sections.find((s) => s.heading === link.label)
      expect(link.to).toBe(`/design#${section?.id}`)
    }
  })
})
