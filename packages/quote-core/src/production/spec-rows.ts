import { formatShipDue } from '../dates/ship-schedule'
import { formatCount } from '../maths/format-count'
import type { ProductionSpec, SpecRow, SpecSection } from '../schema/production-spec'
import { applicationWords, type ChosenFacts } from './chosen-facts'

const inch = (n: number): string => `${Number(n.toFixed(3))}"`
const minutes = (n: number): string => `${n.toFixed(1)} min`

/** An unwind in words: "#3 Right Edge Leading (locked by the customer)". */
export const unwindWords = (unwind: NonNullable<ChosenFacts['unwind']>): string =>
  `#${unwind.position} ${unwind.words}${unwind.locked ? ' (locked by the customer)' : ''}`

/** Each design with its quantity: "lemon.pdf: 600" (a design without its file yet: "600"). */
const designRows = (spec: Pick<ChosenFacts, 'designs'>): SpecRow[] =>
  spec.designs.map((d, i) => ({
    section: 'Designs',
    label: spec.designs.length === 1 ? 'Design' : `Design ${i + 1}`,
    value: d.file === undefined ? formatCount(d.qty) : `${d.design}: ${formatCount(d.qty)}`,
  }))

const productRows = (spec: ChosenFacts): SpecRow[] => {
  const rows: [string, string | null][] = [
    ['Product', spec.kind],
    ['Material', spec.material || null],
    ['Laminate', spec.product === 'design' ? null : spec.laminate],
    ['Size', spec.size || null],
    ['Style', spec.style],
    ['Board', spec.board],
    [
      'Print sides',
      spec.print_sides === null ? null : spec.print_sides === 2 ? 'Inside and outside' : 'Outside',
    ],
    ['Colors', spec.product === 'design' ? null : spec.colors],
    ['White ink', spec.product === 'labels' ? spec.white_ink : null],
    ['Finishing', spec.product === 'design' ? null : spec.finishing.join(', ') || 'None'],
    ['Quantity', formatCount(spec.quantity)],
  ]
  return rows.flatMap(([label, value]) =>
    value === null ? [] : [{ section: 'Product', label, value }],
  )
}

/** What the customer chose, as their order pages, emails and cart show it. */
export const chosenRows = (spec: ChosenFacts): readonly SpecRow[] => {
  const rolls: [string, string | null][] =
    spec.product !== 'labels'
      ? []
      : [
          ['Application', spec.application === null ? null : applicationWords(spec.application)],
          ['Unwind', spec.unwind === null ? null : unwindWords(spec.unwind)],
          ['Core', spec.core_inches === null ? null : `${spec.core_inches}"`],
          [
            'Labels per roll',
            spec.labels_per_roll === null ? null : formatCount(spec.labels_per_roll),
          ],
          [
            'Rolls',
            spec.rolls === null ? null : formatCount(spec.rolls.reduce((a, r) => a + r.rolls, 0)),
          ],
          ['Applicator', spec.applicator_profile],
        ]
  return [
    ...productRows(spec),
    ...designRows(spec),
    ...rolls.flatMap(([label, value]) =>
      value === null ? [] : [{ section: 'Rolls' as const, label, value }],
    ),
  ]
}

/**
 * Every fact of a placed line as staff and the job ticket print it: what the customer chose,
 * then the die, rolls, press and sheet figures, the proof, the artwork and the shipping.
 */
export const productionRows = (spec: ProductionSpec): readonly SpecRow[] => {
  const rows: [SpecSection, string, string | null][] = [
    [
      'Product',
      'Die',
      spec.die === null ? null : `${spec.die.number} (${spec.die.new ? 'new die' : 'library die'})`,
    ],
  ]
  if (spec.product === 'labels') {
    rows.push(
      [
        'Rolls',
        'Max roll diameter',
        spec.max_roll_diameter === null ? null : inch(spec.max_roll_diameter),
      ],
      ['Rolls', 'Backing', spec.backing],
      ...(spec.rolls ?? []).map((r): [SpecSection, string, string] => [
        'Rolls',
        `Rolls of ${r.design}`,
        `${formatCount(r.rolls)} × ${formatCount(r.per_roll)}${r.rolls > 1 && r.last_roll !== r.per_roll ? ` (last ${formatCount(r.last_roll)})` : ''}`,
      ]),
    )
    const p = spec.label_press
    if (p !== null)
      rows.push(
        ['Press', 'Die across × around', `${p.die_across} × ${p.die_around}`],
        ['Press', 'Gap', inch(p.gap_inches)],
        ['Press', 'Web width', inch(p.web_width_inches)],
        [
          'Press',
          'Corner radius',
          p.corner_radius_inches === 0 ? 'Square' : inch(p.corner_radius_inches),
        ],
        ['Press', 'Overs allowed', `${p.overs} a roll`],
        ['Press', 'Across on finished roll', String(p.labels_across_finished_roll)],
        ['Press', 'Linear feet', `${formatCount(p.linear_feet)} ft`],
        ['Press', 'Press time', `${minutes(p.press_minutes)} at ${p.press_feet_per_minute} ft/min`],
      )
  }
  const c = spec.carton_press
  if (c !== null)
    rows.push(
      ['Sheets', 'Sheet', c.sheet_format === 'digital' ? 'Digital press sheet' : 'Offset sheet'],
      ['Sheets', 'Up', String(c.up)],
      ['Sheets', 'Sheets', formatCount(c.sheets)],
      ['Sheets', 'Press time', minutes(c.press_minutes)],
    )
  rows.push(
    ['Shipping', 'Approved proof', spec.proof === null ? 'None yet' : spec.proof.file],
    ['Shipping', 'Artwork', spec.artwork.length === 0 ? 'None' : spec.artwork.join(', ')],
    ['Shipping', 'Ship by', formatShipDue(spec.ship_by)],
    ['Shipping', 'Shipping', spec.shipping],
    ['Shipping', 'Ship to', spec.ship_to],
  )
  const extra = rows.flatMap(([section, label, value]) =>
    value === null ? [] : [{ section, label, value }],
  )
  const chosen = chosenRows(spec)
  const product = chosen.filter((r) => r.section === 'Product')
  return [
    ...product,
    ...extra.filter((r) => r.section === 'Product'),
    ...chosen.filter((r) => r.section !== 'Product'),
    ...extra.filter((r) => r.section !== 'Product'),
  ]
}
