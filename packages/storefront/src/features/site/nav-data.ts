import {
  CARTON_TYPES,
  LABEL_TYPES,
  cartonLaminateList,
  cartonMaterials,
  labelLaminateList,
  labelMaterials,
  slugOf,
} from './catalogue'

export type NavLink = { label: string; to: string; newTab?: boolean }
export type NavColumn = { heading: string; to?: string; links: readonly NavLink[] }
export type MenuKey = 'labels' | 'cartons' | 'graphics' | 'about'
/** The header's menu state: one open section at a time (SPEC.md section 2). */
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

export const MENUS: readonly Menu[] = [
  {
    key: 'labels',
    label: 'Labels',
    to: '/labels',
    columns: [
      {
        heading: 'Label Types',
        to: '/labels/label-types',
        links: LABEL_TYPES.filter((t) => popularLabelTypes.includes(t.name)).map((t) => ({
          label: `${t.name} Labels`,
          to: `/labels/label-types/${slugOf(t.name)}-labels`,
        })),
      },
      {
        heading: 'Label Materials',
        to: '/labels/label-materials',
        links: labelMaterials
          .slice(0, 8)
          .map((m) => ({ label: m.label, to: `/labels/label-materials/${slugOf(m.label)}` })),
      },
      {
        heading: 'Label Laminates',
        to: '/labels/label-laminates',
        links: labelLaminateList.map((l) => ({
          label: l.label,
          to: `/labels/label-laminates/${slugOf(l.label)}`,
        })),
      },
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
      {
        heading: 'Carton Types',
        to: '/cartons/carton-types',
        links: CARTON_TYPES.map((t) => ({
          label: t.name,
          to: `/cartons/carton-types/${slugOf(t.name)}`,
        })),
      },
      {
        heading: 'Carton Materials',
        to: '/cartons/carton-materials',
        links: cartonMaterials.map((m) => ({
          label: m.label,
          to: `/cartons/carton-materials/${slugOf(m.label)}`,
        })),
      },
      {
        heading: 'Carton Laminates',
        to: '/cartons/carton-laminates',
        links: cartonLaminateList.map((l) => ({
          label: l.label,
          to: `/cartons/carton-laminates/${slugOf(l.label)}`,
        })),
      },
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
        links: [
          { label: 'Artwork Edits', to: '/design#artworkedits' },
          { label: 'Artwork Recreation', to: '/design#artworkrecreation' },
          { label: 'Custom Design', to: '/design#customdesign' },
        ],
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
