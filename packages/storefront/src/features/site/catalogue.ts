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

/** A label type: its name, the materials we recommend for it, and the blurb its page opens with. */
const labelType = (name: string, materials: readonly string[], blurb: string): LabelType => ({
  name,
  blurb,
  materials,
})

/** Label type pages (docs/product.md section 2, "Label catalogue"), with the materials we recommend. */
export const LABEL_TYPES: readonly LabelType[] = [
  labelType(
    'Supplement',
    ['White Plastic', 'Clear Plastic'],
    'Bottle and tub labels that survive handling and hold small print crisply for facts panels.',
  ),
  labelType(
    'CBD',
    ['White Plastic', 'Metallic Plastic'],
    'Tincture and jar labels with room for batch codes and QR links to lab results.',
  ),
  labelType(
    'Cosmetic',
    ['Clear Plastic', 'White Vinyl'],
    'Soft-touch and clear labels for serums, creams and tubes that stay clean in the bathroom.',
  ),
  labelType(
    'Candle',
    ['Kraft Paper', 'White Plastic'],
    'Heat-tolerant jar and tin labels, often on kraft or textured paper.',
  ),
  labelType(
    'Food',
    ['White Paper', 'White Plastic'],
    'Labels for jars, bags and clamshells that resist fridge condensation and grease.',
  ),
  labelType(
    'Coffee',
    ['Kraft Paper', 'White Paper'],
    'Bag and tin labels with kraft and matte finishes for a roaster look.',
  ),
  labelType(
    'Lip Balm',
    ['White Plastic', 'Clear Plastic'],
    'Tube labels on our stock lip balm dies, sized to wrap standard 0.15 oz tubes.',
  ),
  labelType(
    'Vape',
    ['White Plastic', 'Metallic Plastic'],
    'Small, durable labels for cartridges and boxes with compliance text.',
  ),
  labelType(
    'Soap',
    ['Kraft Paper', 'White Plastic'],
    'Wrap-around and belly-band labels that handle humid bathrooms.',
  ),
  labelType(
    'Wine',
    ['Estate 4 Paper', 'Avon Classic Crest'],
    'Textured estate papers with a wet-strength face that survive ice buckets.',
  ),
  labelType(
    'Sanitizer',
    ['White Plastic', 'White Vinyl'],
    'Alcohol-resistant labels for pumps, sprays and squeeze bottles.',
  ),
  labelType(
    'Cannabis',
    ['White Plastic', 'Metallic Plastic'],
    'Jar, bag and pre-roll labels with room for state warnings.',
  ),
  labelType(
    'Honey',
    ['Clear Plastic', 'Kraft Paper'],
    'Jar and bear-bottle labels that cope with sticky hands and glass.',
  ),
  labelType(
    'Waterproof',
    ['White Plastic', 'Clear Plastic'],
    'Film labels and laminates that survive ice, showers and dishwashers.',
  ),
  labelType(
    'Clear',
    ['Clear Plastic', 'Ultra-Clear Plastic'],
    'The no-label look: clear film with white ink underneath for opaque colours.',
  ),
  labelType(
    'Bottle',
    ['White Plastic', 'Clear Plastic'],
    'Front, back and neck labels for glass and PET bottles.',
  ),
  labelType(
    'Bag',
    ['White Plastic', 'Kraft Paper'],
    'Stand-up pouch and bag labels that bend without lifting.',
  ),
  labelType(
    'Metallic',
    ['Metallic Plastic'],
    'Silver metallised film where unprinted areas shine.',
  ),
  labelType(
    'Eco-Friendly',
    ['TerraSkin', 'Estate 4 Paper'],
    'Tree-free and recycled papers for brands that count their footprint.',
  ),
  labelType(
    'Spray Bottle',
    ['White Vinyl', 'White Plastic'],
    'Conformable labels for curved, squeezed and sprayed bottles.',
  ),
  labelType(
    'Dropper Bottle',
    ['White Plastic', 'Clear Plastic'],
    'Small wrap labels for 1 and 2 oz dropper bottles.',
  ),
  labelType(
    'Jar',
    ['White Plastic', 'Kraft Paper'],
    'Lid and body labels for glass and plastic jars of every size.',
  ),
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

/** The design services, each a section of the /design page, as the menus and pages link them. */
export const DESIGN_SERVICE_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Artwork Edits', to: '/design#artworkedits' },
  { label: 'Artwork Recreation', to: '/design#artworkrecreation' },
  { label: 'Custom Design', to: '/design#customdesign' },
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
 * The catalogue's listings (docs/product.md section 2), each entry named and addressed once for the
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
