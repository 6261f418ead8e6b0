import { CATALOGUE, DESIGN_SERVICE_LINKS, type CatalogueListing } from './catalogue'

export type NavLink = { label: string; to: string; newTab?: boolean }
export type NavColumn = { heading: string; to?: string; links: readonly NavLink[] }
export type MenuKey = 'labels' | 'cartons' | 'graphics' | 'about'
/** The header's menu state: one open section at a time (docs/product.md section 2). */
export type MenuSection = 'closed' | MenuKey

export type Menu = {
  key: MenuKey
  label: string
  to: string
  columns: readonly NavColumn[]
  cta: { title: string; text: string; label: string; to: string; newTab?: boolean }
}

const popularLabelTypes = [
  'Supplement',
  'Cosmetic',
  'Candle',
  'Food',
  'Coffee',
  'Wine',
  'Jar',
  'Bottle',
]

/** A menu column of a catalogue listing: its entries, or the ones given. */
const catalogueColumn = <T>(
  heading: string,
  listing: CatalogueListing<T>,
  entries = listing.entries,
): NavColumn => ({
  heading,
  to: listing.to,
  links: entries.map((e) => ({ label: e.name, to: e.to })),
})

export const MENUS: readonly Menu[] = [
  {
    key: 'labels',
    label: 'Labels',
    to: '/labels',
    columns: [
      catalogueColumn(
        'Label Types',
        CATALOGUE.labelTypes,
        CATALOGUE.labelTypes.entries.filter((e) => popularLabelTypes.includes(e.item.name)),
      ),
      catalogueColumn(
        'Label Materials',
        CATALOGUE.labelMaterials,
        CATALOGUE.labelMaterials.entries.slice(0, 8),
      ),
      catalogueColumn('Label Laminates', CATALOGUE.labelLaminates),
    ],
    cta: {
      title: 'Custom Roll Labels',
      text: 'Instant prices from 50 labels. Free digital proof.',
      label: 'Order Labels',
      to: '/orders/custom-labels',
    },
  },
  {
    key: 'cartons',
    label: 'Cartons',
    to: '/cartons',
    columns: [
      catalogueColumn('Carton Types', CATALOGUE.cartonTypes),
      catalogueColumn('Carton Materials', CATALOGUE.cartonMaterials),
      catalogueColumn('Carton Laminates', CATALOGUE.cartonLaminates),
    ],
    cta: {
      title: 'Folding Cartons',
      text: 'Straight tuck and auto lock boxes, any size.',
      label: 'Order Cartons',
      to: '/orders/custom-cartons',
    },
  },
  {
    key: 'graphics',
    label: 'Graphic Design',
    to: '/design',
    columns: [
      {
        heading: 'Design Services',
        to: '/design',
        links: DESIGN_SERVICE_LINKS,
      },
      {
        heading: 'Get Started',
        links: [
          { label: 'Instant Design Quote', to: '/orders/custom-design#get-started' },
          { label: 'Template Generator', to: '/about/template-generator' },
          { label: 'Find out More', to: '/graphics', newTab: true },
        ],
      },
    ],
    cta: {
      title: 'Need artwork?',
      text: 'Our designers edit, recreate or create it, with a fixed price up front.',
      label: 'Get a Design Quote',
      to: '/orders/custom-design',
      newTab: true,
    },
  },
  {
    key: 'about',
    label: 'About',
    to: '/about',
    columns: [
      {
        heading: 'Company',
        to: '/about',
        links: [
          { label: 'About Us', to: '/about' },
          { label: 'Contact', to: '/contact' },
          { label: 'Blog', to: '/blog' },
        ],
      },
      {
        heading: 'Resources',
        links: [
          { label: 'FAQ', to: '/about/faq' },
          { label: 'Instructional Videos', to: '/about/instructional-videos' },
          { label: 'Template Generator', to: '/about/template-generator' },
          {
            label: 'Ultimate Guide to Custom Labels',
            to: '/about/ultimate-guide-to-custom-labels',
          },
        ],
      },
    ],
    cta: {
      title: 'Talk to a person',
      text: 'Real printers answer the phone.',
      label: 'Contact Us',
      to: '/contact',
    },
  },
]
