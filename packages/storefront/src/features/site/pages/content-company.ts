import { ACCEPTED_ARTWORK_NAMES, MIN_ARTWORK_PPI, QUOTE_CONSTANTS } from '@diecut/quote-core'
import { DESIGN_SERVICE_LINKS } from '../catalogue'
import type { PageContent } from './content-types'

const phone = QUOTE_CONSTANTS.supportPhone

/** The help and how-to pages, linked from About by their titles. */
const resourcePages: Record<string, PageContent> = {
  '/about/faq': {
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    intro: 'Short answers to what customers ask us most. Anything else: call us at ' + phone + '.',
    sections: [
      {
        heading: 'Ordering',
        faq: [
          {
            q: 'What is the minimum order?',
            a: 'There is no fixed minimum. Prices per label fall quickly with quantity; the price-break table in the quoter shows exactly how.',
          },
          {
            q: 'Can I save a quote and come back?',
            a: 'Yes. Create a free account from the quoter with Save Quote; saved quotes stay under Account, Saved Quotes.',
          },
          {
            q: 'Can I order several designs at once?',
            a: 'Yes. Upload every design in one order and set a quantity for each. Designs of the same size and material share one setup.',
          },
        ],
      },
      {
        heading: 'Artwork and proofs',
        faq: [
          {
            q: 'Which files do you accept?',
            a: `${ACCEPTED_ARTWORK_NAMES}. Vector PDF is best; images need ${MIN_ARTWORK_PPI} ppi at the printed size.`,
          },
          {
            q: 'Do I get a proof?',
            a: 'A digital proof is free and comes before anything is printed. A printed proof adds a few days and is worth it for exact colours.',
          },
          {
            q: 'What if I am not ready to upload?',
            a: 'Choose Upload Artwork Later. We price the order now and you send files when they are final.',
          },
        ],
      },
      {
        heading: 'Production and shipping',
        faq: [
          {
            q: 'How long does it take?',
            a: 'Most label orders ship 3 to 5 business days after proof approval; the quoter shows the estimated ship date for your exact order.',
          },
          {
            q: 'Do you ship outside the US?',
            a: 'Yes, with Worldwide Express and Worldwide Expedited. Enter the address in the shipping estimator for a rate.',
          },
        ],
      },
    ],
  },
  '/about/instructional-videos': {
    eyebrow: 'Help',
    title: 'Instructional videos',
    intro:
      'Short walkthroughs of the decisions that matter most when you order labels and cartons.',
    sections: [
      {
        heading: 'Choosing a label material',
        body: 'Paper, film or specialty stock: how moisture, squeezing and shelf look decide the material. 4 minutes.',
      },
      {
        heading: 'Setting up artwork with bleed',
        body: 'Extend the background 1/16" past the cut line and keep text 1/16" inside it. 3 minutes.',
      },
      {
        heading: 'Roll direction for label applicators',
        body: 'How to read an applicator manual and pick Top, Bottom, Right or Left Edge Leading. 5 minutes.',
      },
      {
        heading: 'Measuring a folding carton',
        body: 'Length, width and depth measured inside the box, and why the order matters. 3 minutes.',
      },
    ],
    cta: { label: 'Ask a question', to: '/contact' },
  },
  '/about/template-generator': {
    eyebrow: 'Tools',
    title: 'Template generator',
    intro:
      'Download an exact dieline for any size: choose the shape and size in the quoter and use the template link under the selected size. It includes the cut line, the 1/16" bleed and the safe area.',
    sections: [
      {
        heading: 'What the template contains',
        bullets: [
          'Cut line (dieline) in magenta',
          'Bleed line 1/16" outside',
          'Safe area 1/16" inside',
          'Crease lines for cartons',
        ],
      },
    ],
    cta: {
      label: 'Open the Label Quoter',
      to: '/orders/custom-labels',
      secondary: { label: 'Open the Carton Quoter', to: '/orders/custom-cartons' },
    },
  },
  '/about/ultimate-guide-to-custom-labels': {
    eyebrow: 'Guide',
    title: 'The ultimate guide to custom labels',
    intro:
      'Everything that decides how a label looks, lasts and costs, in the order you decide it.',
    sections: [
      {
        heading: '1. Material',
        body: 'Paper is economical and printable; films (white, clear, metallic) survive water and oil. Specialty papers like Estate 4 give wine labels their texture.',
      },
      {
        heading: '2. Laminate',
        body: 'Gloss makes colours pop, matte calms glare, soft touch adds a velvet feel. Unlaminated papers keep their natural texture.',
      },
      {
        heading: '3. Shape and size',
        body: 'Stock dies cost nothing extra. A new size needs a new die with a one-time fee and a few extra days.',
      },
      {
        heading: '4. Application',
        body: 'Hand-applied rolls can use small cores; machine-applied rolls need the right core, roll diameter and unwind direction.',
      },
      {
        heading: '5. Artwork',
        body: `Vector artwork or ${MIN_ARTWORK_PPI} ppi images at print size, CMYK colours, 1/16" bleed. We check every file before proofing.`,
      },
      {
        heading: '6. Quantity',
        body: 'Setup is shared across the run, so the price per label falls with quantity. Compare in the price-break table.',
      },
    ],
    cta: { label: 'Build Your Label Quote', to: '/orders/custom-labels' },
  },
}

export const companyPages: Record<string, PageContent> = {
  '/about': {
    eyebrow: 'About diecut',
    title: 'A print shop that quotes in seconds and answers the phone',
    intro:
      'We print custom roll labels and folding cartons for independent brands: coffee roasters, candle makers, supplement companies and craft distilleries. Every price on this site comes from the same cost model our estimators use, so the number you see is the number you pay.',
    sections: [
      {
        heading: 'How we work',
        bullets: [
          'Digital presses for short and medium runs: 50 to 100,000 labels without plates.',
          'A free digital proof on every order; printed proofs when colour is critical.',
          'More than 400 stock dies, and new dies made in-house in a few days.',
          `Real people on the phone, ${QUOTE_CONSTANTS.supportHours}.`,
        ],
      },
      {
        heading: 'Learn more',
        links: Object.entries(resourcePages).map(([to, page]) => ({ label: page.title, to })),
      },
    ],
    cta: {
      label: 'Start a Label Quote',
      to: '/orders/custom-labels',
      secondary: { label: 'Contact Us', to: '/contact' },
    },
  },
  ...resourcePages,
  '/contact': {
    eyebrow: 'Contact',
    title: 'Talk to a printer',
    intro: `Call ${phone}, ${QUOTE_CONSTANTS.supportHours}. Or write to us and we answer within one business day.`,
    sections: [
      { heading: 'Phone', body: phone },
      { heading: 'Address', body: QUOTE_CONSTANTS.supportAddress },
      { heading: 'Email', body: 'hello@diecut.example' },
      { heading: 'Hours', body: QUOTE_CONSTANTS.supportHours },
    ],
  },
  '/marketplace': {
    eyebrow: 'New',
    title: 'Marketplace',
    intro:
      'Ready-made label designs from independent designers, adapted to your brand and printed by us. Pick a design, add your product name, and order like any custom label.',
    sections: [
      {
        heading: 'How it works',
        bullets: [
          'Choose a design and the material it was made for.',
          'Send your product name, logo and legal text.',
          'Approve a free proof; we print and ship.',
        ],
      },
      {
        heading: 'For designers',
        body: 'Sell label templates to brands that need packaging fast. Write to us to join.',
      },
    ],
    cta: { label: 'Start a Label Quote', to: '/orders/custom-labels' },
  },
  '/graphics': {
    eyebrow: 'Graphic Design',
    title: 'Packaging design by people who print',
    intro:
      'Our designers know what prints well on film, foil and kraft. Fixed prices, proofs within days, and files you own.',
    sections: [
      {
        heading: 'Services',
        links: DESIGN_SERVICE_LINKS,
      },
    ],
    cta: {
      label: 'Get an Instant Design Quote',
      to: '/orders/custom-design#get-started',
      newTab: true,
    },
  },
}
