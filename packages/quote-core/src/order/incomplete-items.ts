import type { Issue } from '../rules/issue'
import type { CompletedSteps } from './completed-steps'

/** A quoter step, named as `selectCompletedSteps` names it. */
export type QuoterStep = keyof CompletedSteps

// The step whose choices settle a finding of each category; anything else is artwork's.
const STEP_OF_CATEGORY: Readonly<Record<string, QuoterStep>> = {
  material: 'material',
  laminate: 'laminate',
  shape: 'shape',
  size: 'size',
  width: 'size',
  length: 'size',
  depth: 'size',
  label_size: 'size',
  carton_size: 'size',
  form_factor: 'application',
  roll_direction: 'application',
  artwork: 'artwork',
  quantity: 'artwork',
  total_qty: 'artwork',
}

// The quantity of the whole order is chosen in the Quantity step; a design's own quantity
// (subcategory design_qty) is set on its artwork line.
const STEP_OF_CODE: Readonly<Record<string, QuoterStep>> = {
  quantities_missing: 'quantity',
  total_qty_missing: 'quantity',
}

/** One line of the summary's 'Items Incomplete' list. */
export type IncompleteItem = { readonly issue: Issue; readonly step: QuoterStep }

/**
 * The 'Items Incomplete' list (docs/product.md section 4): every blocking finding once (two rules
 * that say the same words are one line), each with the step that fixes it.
 */
export const incompleteItems = (issues: readonly Issue[]): readonly IncompleteItem[] => {
  const seen = new Set<string>()
  const items: IncompleteItem[] = []
  for (const issue of issues) {
    if (!issue.blocking || seen.has(issue.message)) continue
    seen.add(issue.message)
    items.push({
      issue,
      step: STEP_OF_CODE[issue.code] ?? STEP_OF_CATEGORY[issue.category] ?? 'artwork',
    })
  }
  return items
}
