import { MIN_ARTWORK_PPI, LOGO_FILE_NAMES, MAX_PALETTES, MAX_STYLE_PICKS } from '@diecut/quote-core'
import { CATALOGUE, type CatalogueListing } from '../catalogue'
import type { PageContent } from './content-types'

/** The cards of a catalogue listing page: each entry with its text (and swatch, for materials). */
const cardsOf = <T>(
  listing: CatalogueListing<T>,
  text: (item: T) => string,
  swatch?: (item: T) => string,
) =>
  listing.entries.map(({ item, name, to }) => ({
    title: name,
    text: text(item),
    to,
    swatch: swatch?.(item),
  }))

export const productPages: Record<string, PageContent> = {
  '/labels': {
    eyebrow: 'Custom Labels',
    title: 'Custom roll labels, priced the moment you choose',
    intro:
      'Thirteen materials, seven finishes, hundreds of stock shapes and any custom size. Printed digitally on rolls for hand or machine application.',
    cards: [
      {
        title: 'Label Types',
        text: 'Labels for supplements, coffee, candles, wine and 18 more products.',
        to: '/labels/label-types',
      },
      {
        title: 'Label Materials',
        text: 'Papers, films, clear, metallic, holographic and eco-friendly stocks.',
        to: '/labels/label-materials',
      },
      {
        title: 'Label Laminates',
        text: 'Gloss, UV gloss, matte, soft touch, leather and linen finishes.',
        to: '/labels/label-laminates',
      },
    ],
    sections: [
      {
        heading: 'Why order labels here',
        bullets: [
          'Instant, exact prices with quantity breaks.',
          'Free digital proof before printing.',
          'Ships in as little as 3 business days.',
          'Rolls wound for your applicator: core, diameter and direction.',
        ],
      },
    ],
    cta: { label: 'Order Custom Labels', to: '/orders/custom-labels' },
  },
  '/labels/label-types': {
    eyebrow: 'Labels',
    title: 'Label types',
    intro:
      'Every product has its own enemies: water, oil, freezers, squeezing. Start from your product and we suggest the material.',
    cards: cardsOf(CATALOGUE.labelTypes, (t) => t.blurb),
    sections: [],
    cta: { label: 'Order Custom Labels', to: '/orders/custom-labels' },
  },
  '/labels/label-materials': {
    eyebrow: 'Labels',
    title: 'Label materials',
    intro: 'Choose a material for how the label must survive and how it should feel on the shelf.',
    cards: cardsOf(
      CATALOGUE.labelMaterials,
      (m) => m.info,
      (m) => m.swatch.base,
    ),
    sections: [],
    cta: { label: 'Order Custom Labels', to: '/orders/custom-labels' },
  },
  '/labels/label-laminates': {
    eyebrow: 'Labels',
    title: 'Label laminates',
    intro: 'A laminate protects the print from scuffs and moisture and sets the finish.',
    cards: cardsOf(CATALOGUE.labelLaminates, (l) => l.info),
    sections: [],
    cta: { label: 'Order Custom Labels', to: '/orders/custom-labels' },
  },
  '/cartons': {
    eyebrow: 'Folding Cartons',
    title: 'Folding cartons that open like they mean it',
    intro:
      'Straight tuck and auto lock cartons in any size, printed full colour on premium board, with laminates from gloss to leather.',
    cards: [
      {
        title: 'Carton Types',
        text: 'Straight tuck, auto lock bottom and custom structures.',
        to: '/cartons/carton-types',
      },
      {
        title: 'Carton Materials',
        text: 'SBS, FBB, vellum, metallic and holographic boards.',
        to: '/cartons/carton-materials',
      },
      {
        title: 'Carton Laminates',
        text: 'Gloss, matte, soft touch matte, linen and leather.',
        to: '/cartons/carton-laminates',
      },
    ],
    sections: [
      {
        heading: 'Sizing tips',
        bullets: [
          'Measure inside dimensions: length x width x depth.',
          'Half-inch sizes share existing dies and save the die fee.',
          'Auto lock bottoms carry heavier products.',
        ],
      },
    ],
    cta: { label: 'Order Folding Cartons', to: '/orders/custom-cartons' },
  },
  '/cartons/carton-types': {
    eyebrow: 'Cartons',
    title: 'Carton types',
    intro: 'Three structures cover almost every retail box.',
    cards: cardsOf(CATALOGUE.cartonTypes, (t) => t.blurb),
    sections: [],
    cta: { label: 'Order Folding Cartons', to: '/orders/custom-cartons' },
  },
  '/cartons/carton-materials': {
    eyebrow: 'Cartons',
    title: 'Carton materials',
    intro: 'Paperboards from bright white SBS to black vellum, all food-safe and recyclable.',
    cards: cardsOf(
      CATALOGUE.cartonMaterials,
      (m) => m.info,
      (m) => m.swatch.base,
    ),
    sections: [],
    cta: { label: 'Order Folding Cartons', to: '/orders/custom-cartons' },
  },
  '/cartons/carton-laminates': {
    eyebrow: 'Cartons',
    title: 'Carton laminates',
    intro: 'Film laminates protect the box through shipping and set the hand feel.',
    cards: cardsOf(CATALOGUE.cartonLaminates, (l) => l.info),
    sections: [],
    cta: { label: 'Order Folding Cartons', to: '/orders/custom-cartons' },
  },
  '/design': {
    eyebrow: 'Graphic Design',
    title: 'Label and packaging design, priced up front',
    intro:
      'From a quick text change to a complete brand label, our print-savvy designers prepare files that print right the first time.',
    sections: [
      {
        id: 'artworkedits',
        heading: 'Artwork Edits',
        body: 'Small changes to print-ready files: text, colours, sizes, a new flavour on an existing design. If only colours change in 5 or fewer files, or one word changes, order the labels directly and describe the change in the Artwork Instructions box.',
      },
      {
        id: 'artworkrecreation',
        heading: 'Artwork Recreation',
        body: `We rebuild low-resolution or uneditable artwork as clean vector files, ready for print and yours to keep. Logos under ${MIN_ARTWORK_PPI} ppi are recreated.`,
      },
      {
        id: 'customdesign',
        heading: 'Custom Design',
        body: `A new label or carton from a brief: style, colours, your brand and product. Up to ${MAX_STYLE_PICKS} style directions and ${MAX_PALETTES} palettes guide the first concepts.`,
      },
      {
        heading: 'Before you start, prepare',
        bullets: [
          'Final artwork dimensions.',
          `A vector or high-resolution logo (${LOGO_FILE_NAMES}). We do not create logos or brand identities.`,
          'The material you will print on.',
          'Regulatory information for your industry.',
        ],
      },
      {
        heading: 'Extra charges may apply',
        bullets: [
          'Files that are uneditable or low resolution.',
          'Edits requested after delivery.',
          'A font licence that must be bought.',
          'A dieline for a custom shape.',
        ],
      },
    ],
    cta: {
      label: 'Get an Instant Design Quote',
      to: '/orders/custom-design#get-started',
      newTab: true,
    },
  },
}
