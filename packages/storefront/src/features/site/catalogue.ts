import {
  cartonLaminates,
  cartonSubstrates,
  labelLaminates,
  labelSubstrates,
  type Laminate,
  type Substrate,
} from '@diecut/quote-core'

/** URL slug of a catalogue name: 'Soft Touch Matte' -> 'soft-touch-matte'. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export type LabelType = { name: string; blurb: string; materials: readonly string[] }

/** Label type pages (SPEC.md section 2, "Label catalogue"), with the materials we recommend. */
export const LABEL_TYPES: readonly LabelType[] = [
  {
    name: 'Supplement',
    blurb:
      'Bottle and tub labels that survive handling and hold small print crisply for facts panels.',
    materials: ['White Plastic', 'Clear Plastic'],
  },
  {
    name: 'CBD',
    blurb: 'Tincture and jar labels with room for batch codes and QR links to lab results.',
    materials: ['White Plastic', 'Metallic Plastic'],
  },
  {
    name: 'Cosmetic',
    blurb:
      'Soft-touch and clear labels for serums, creams and tubes that stay clean in the bathroom.',
    materials: ['Clear Plastic', 'White Vinyl'],
  },
  {
    name: 'Candle',
    blurb: 'Heat-tolerant jar and tin labels, often on kraft or textured paper.',
    materials: ['Kraft Paper', 'White Plastic'],
  },
  {
    name: 'Food',
    blurb: 'Labels for jars, bags and clamshells that resist fridge condensation and grease.',
    materials: ['White Paper', 'White Plastic'],
  },
  {
    name: 'Coffee',
    blurb: 'Bag and tin labels with kraft and matte finishes for a roaster look.',
    materials: ['Kraft Paper', 'White Paper'],
  },
  {
    name: 'Lip Balm',
    blurb: 'Tube labels on our stock lip balm dies, sized to wrap standard 0.15 oz tubes.',
    materials: ['White Plastic', 'Clear Plastic'],
  },
  {
    name: 'Vape',
    blurb: 'Small, durable labels for cartridges and boxes with compliance text.',
    materials: ['White Plastic', 'Metallic Plastic'],
  },
  {
    name: 'Soap',
    blurb: 'Wrap-around and belly-band labels that handle humid bathrooms.',
    materials: ['Kraft Paper', 'White Plastic'],
  },
  {
    name: 'Wine',
    blurb: 'Textured estate papers with a wet-strength face that survive ice buckets.',
    materials: ['Estate 4 Paper', 'Avon Classic Crest'],
  },
  {
    name: 'Sanitizer',
    blurb: 'Alcohol-resistant labels for pumps, sprays and squeeze bottles.',
    materials: ['White Plastic', 'White Vinyl'],
  },
  {
    name: 'Cannabis',
    blurb: 'Jar, bag and pre-roll labels with room for state warnings.',
    materials: ['White Plastic', 'Metallic Plastic'],
  },
  {
    name: 'Honey',
    blurb: 'Jar and bear-bottle labels that cope with sticky hands and glass.',
    materials: ['Clear Plastic', 'Kraft Paper'],
  },
  {
    name: 'Waterproof',
    blurb: 'Film labels and laminates that survive ice, showers and dishwashers.',
    materials: ['White Plastic', 'Clear Plastic'],
  },
  {
    name: 'Clear',
    blurb: 'The no-label look: clear film with white ink underneath for opaque colours.',
    materials: ['Clear Plastic', 'Ultra-Clear Plastic'],
  },
  {
    name: 'Bottle',
    blurb: 'Front, back and neck labels for glass and PET bottles.',
    materials: ['White Plastic', 'Clear Plastic'],
  },
  {
    name: 'Bag',
    blurb: 'Stand-up pouch and bag labels that bend without lifting.',
    materials: ['White Plastic', 'Kraft Paper'],
  },
  {
    name: 'Metallic',
    blurb: 'Silver metallised film where unprinted areas shine.',
    materials: ['Metallic Plastic'],
  },
  {
    name: 'Eco-Friendly',
    blurb: 'Tree-free and recycled papers for brands that count their footprint.',
    materials: ['TerraSkin', 'Estate 4 Paper'],
  },
  {
    name: 'Spray Bottle',
    blurb: 'Conformable labels for curved, squeezed and sprayed bottles.',
    materials: ['White Vinyl', 'White Plastic'],
  },
  {
    name: 'Dropper Bottle',
    blurb: 'Small wrap labels for 1 and 2 oz dropper bottles.',
    materials: ['White Plastic', 'Clear Plastic'],
  },
  {
    name: 'Jar',
    blurb: 'Lid and body labels for glass and plastic jars of every size.',
    materials: ['White Plastic', 'Kraft Paper'],
  },
]

export type CartonType = { name: string; blurb: string }
export const CARTON_TYPES: readonly CartonType[] = [
  {
    name: 'Straight Tuck',
    blurb:
      'Tuck flaps at both ends, opening the same way. The classic for cosmetics, supplements and light goods.',
  },
  {
    name: 'Auto Lock',
    blurb:
      'A crash-lock bottom that pops into place and carries heavier products such as jars and bottles.',
  },
  {
    name: 'Custom Shape',
    blurb:
      'Windows, hangers, inserts or a dieline of your own: we quote your structure and make the die.',
  },
]

/** A catalogue page reached from a listing: the item, its name and its address. */
export type CatalogueEntry<T> = { item: T; name: string; slug: string; to: string }
/** A catalogue listing page (e.g. /labels/label-materials) and the entries it lists. */
export type CatalogueListing<T> = { to: string; entries: readonly CatalogueEntry<T>[] }

const listing = <T>(
  to: string,
  items: readonly T[],
  nameOf: (item: T) => string,
): CatalogueListing<T> => ({
  to,
  entries: items.map((item) => {
    const name = nameOf(item)
    const slug = slugOf(name)
    return { item, name, slug, to: `${to}/${slug}` }
  }),
})

const materialListing = (to: string, substrates: readonly Substrate[]) =>
  listing(
    to,
    substrates.filter((s) => s.listed),
    (m) => m.label,
  )
const laminateListing = (to: string, laminates: readonly Laminate[]) =>
  listing(
    to,
    laminates.filter((l) => !l.isNone),
    (l) => l.label,
  )

/**
 * The catalogue's listings (SPEC.md section 2), each entry named and addressed once for the
 * menus, the listing cards and the entry pages.
 */
export const CATALOGUE = {
  labelTypes: listing('/labels/label-types', LABEL_TYPES, (t) => `${t.name} Labels`),
  labelMaterials: materialListing('/labels/label-materials', labelSubstrates),
  labelLaminates: laminateListing('/labels/label-laminates', labelLaminates),
  cartonTypes: listing('/cartons/carton-types', CARTON_TYPES, (t) => t.name),
  cartonMaterials: materialListing('/cartons/carton-materials', cartonSubstrates),
  cartonLaminates: laminateListing('/cartons/carton-laminates', cartonLaminates),
}
