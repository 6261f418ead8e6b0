import { CATALOGUE, type CatalogueListing } from '../catalogue'
import type { PageContent } from './content-types'

/** The item of a listing whose page has this slug. */
const itemAt = <T>(listing: CatalogueListing<T> | null, slug: string): T | undefined =>
  listing?.entries.find((e) => e.slug === slug)?.item

/** Pages generated from the catalogue: one per label type, material and laminate. */
export const catalogueDetailPage = (path: string): PageContent | undefined => {
  const [, section, kind, slug] = path.split('/')
  if (slug === undefined) return undefined
  const quoter = section === 'cartons' ? '/orders/custom-cartons' : '/orders/custom-labels'
  const cta = {
    label: section === 'cartons' ? 'Order Folding Cartons' : 'Order Custom Labels',
    to: quoter,
  }
  if (kind === 'label-types') {
    const t = itemAt(CATALOGUE.labelTypes, slug)
    if (t === undefined) return undefined
    return {
      eyebrow: 'Label Types',
      title: `${t.name} labels`,
      intro: t.blurb,
      sections: [
        { heading: 'Materials we recommend', bullets: t.materials.map(String) },
        {
          heading: 'Good to know',
          bullets: [
            'Free digital proof on every order.',
            'Stock dies in hundreds of sizes, or any custom size.',
            'Rolls wound for hand or machine application.',
          ],
        },
      ],
      cta,
    }
  }
  const materials =
    kind === 'label-materials'
      ? CATALOGUE.labelMaterials
      : kind === 'carton-materials'
        ? CATALOGUE.cartonMaterials
        : null
  const m = itemAt(materials, slug)
  if (m !== undefined)
    return {
      eyebrow: section === 'cartons' ? 'Carton Materials' : 'Label Materials',
      title: m.label,
      intro: m.info,
      sections: [
        {
          heading: 'Best for',
          bullets:
            m.categories.length === 0
              ? ['Standout retail packaging']
              : m.categories.map(
                  (c) =>
                    ({
                      best_seller: 'Our best sellers',
                      waterproof: 'Products that meet water, ice or oil',
                      eco_friendly: 'Brands reducing their footprint',
                      unlaminated: 'A natural, uncoated texture',
                    })[c],
                ),
        },
      ],
      cta,
    }
  const laminates =
    kind === 'label-laminates'
      ? CATALOGUE.labelLaminates
      : kind === 'carton-laminates'
        ? CATALOGUE.cartonLaminates
        : null
  const l = itemAt(laminates, slug)
  if (l !== undefined)
    return { eyebrow: 'Laminates', title: `${l.label} laminate`, intro: l.info, sections: [], cta }
  if (kind === 'carton-types') {
    const c = itemAt(CATALOGUE.cartonTypes, slug)
    if (c !== undefined)
      return {
        eyebrow: 'Carton Types',
        title: `${c.name} cartons`,
        intro: c.blurb,
        sections: [],
        cta,
      }
  }
  return undefined
}
