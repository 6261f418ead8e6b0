import { designTypes, formFactors, proofTypes, rollDirections } from '../catalog/enumerations'
import type { Option } from '../catalog/enumerations'
import { BACKING, PROCESSING, PRODUCT_TYPE, ROLL_CORE } from '../catalog/ids'
import type { SharedQuote } from '../schema/shared-quote'

/** One line of a quote's specification: what was chosen, in words. */
export type QuoteChoice = { readonly label: string; readonly value: string }

const nameOf = (options: readonly Option[], id: number | null): string | undefined =>
  options.find((o) => o.id === id)?.label

const count = (n: number): string => n.toLocaleString('en-US')

const processingOf = (q: SharedQuote): string => {
  if (q.processing_id !== PROCESSING.expedited) return 'Standard'
  const days = q.delay_expedite
  return days === null
    ? 'Expedited'
    : `Expedited (${days === 0 ? 'same day' : `${days} business day${days === 1 ? '' : 's'}`})`
}

const finishingOf = (q: SharedQuote): string => {
  const extras = [
    q.is_embossing ? 'Embossing' : null,
    q.is_variable_data ? 'Variable data' : null,
    q.is_reverse_print ? 'Reverse print' : null,
    q.is_high_opacity_white ? 'High-opacity white' : null,
    q.is_high_opacity_black ? 'High-opacity black' : null,
    q.is_color_matching ? `Pantone matching (${q.pantone_qty})` : null,
  ].filter((e) => e !== null)
  return extras.length === 0 ? 'None' : extras.join(', ')
}

/**
 * Every choice of a shared quote as label and value, in the order a printer's quote lists
 * them: product, stock, size, print, finishing, rolls, proof, speed and quantities.
 */
export const quoteChoices = (q: SharedQuote): readonly QuoteChoice[] => {
  if (q.product_type_id === PRODUCT_TYPE.design) {
    const brief = q.graphic_design_order_details
    return [
      { label: 'Product', value: 'Graphic design' },
      { label: 'Service', value: nameOf(designTypes, brief?.design_type_id ?? null) ?? '–' },
      {
        label: 'For',
        value: brief?.design_product_type_id === PRODUCT_TYPE.carton ? 'Cartons' : 'Labels',
      },
      { label: 'Designs', value: count(q.design_count ?? 1) },
    ]
  }
  const label = q.product_type_id === PRODUCT_TYPE.label
  const unit = label ? 'labels' : 'cartons'
  const lines: (QuoteChoice | null)[] = [
    { label: 'Product', value: label ? 'Roll labels' : 'Folding cartons' },
    { label: 'Material', value: q.substrate_label || '–' },
    { label: 'Laminate', value: q.laminate_label || 'None' },
    { label: 'Size', value: q.size_description ? `${q.size_description} (inches)` : '–' },
    { label: 'Color', value: q.color_label || 'Full Color' },
    label ? { label: 'Application', value: nameOf(formFactors, q.form_factor_id) ?? '–' } : null,
    label
      ? {
          label: 'Rolls',
          value: [
            nameOf(rollDirections, q.roll_direction_id),
            q.roll_id === ROLL_CORE.oneInch ? '1" core' : '3" core',
            q.substrate_backing_id === BACKING.pet ? 'PET liner' : null,
          ]
            .filter((v) => v !== null && v !== undefined)
            .join(', '),
        }
      : null,
    { label: 'Finishing', value: finishingOf(q) },
    { label: 'Proof', value: nameOf(proofTypes, q.proof_type_id) ?? '–' },
    { label: 'Processing', value: processingOf(q) },
    {
      label: 'Quantity',
      value: `${count(q.total_qty ?? 0)} ${unit}${q.design_quantities.length > 1 ? ` in ${q.design_quantities.length} designs` : ''}`,
    },
  ]
  return lines.filter((l) => l !== null)
}
