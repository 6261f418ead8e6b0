import {
  CARTON_TYPES,
  LABEL_TYPES,
  cartonLaminateList,
  cartonMaterials,
  labelLaminateList,
  labelMaterials,
  slugOf,
} from '../catalogue'
import type { PageContent } from './content-types'

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
    const t = LABEL_TYPES.find((x) => `${slugOf(x.name)}-labels` === slug)
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
      ? labelMaterials
      : kind === 'carton-materials'
        ? cartonMaterials
        : null
  const m = materials?.find((x) => slugOf(x.label) === slug)
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
      ? labelLaminateList
      : kind === 'carton-laminates'
        ? cartonLaminateList
        : null
  const l = laminates?.find((x) => slugOf(x.label) === slug)
  if (l !== undefined)
    return { eyebrow: 'Laminates', title: `${l.label} laminate`, intro: l.info, sections: [], cta }
  if (kind === 'carton-types') {
    const c = CARTON_TYPES.find((x) => slugOf(x.name) === slug)
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
