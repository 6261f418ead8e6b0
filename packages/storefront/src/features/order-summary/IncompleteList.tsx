import type { ValidationError } from '@diecut/quote-core'

/** Which step a validation category belongs to (for the 'Items Incomplete' links). */
const STEP_OF: Record<string, string> = {
  material: 'step-material',
  laminate: 'step-laminate',
  size: 'step-size',
  width: 'step-size',
  length: 'step-size',
  depth: 'step-size',
  label_size: 'step-size',
  carton_size: 'step-size',
  form_factor: 'step-application',
  roll_direction: 'step-application',
  artwork: 'step-artwork',
  quantity: 'step-artwork',
  total_qty: 'step-artwork',
}

const focusStep = (category: string) => {
  const el = document.getElementById(STEP_OF[category] ?? 'step-artwork')
  if (el === null) return
  el.scrollIntoView({ behavior: 'smooth', block: 'start' })
  el.querySelector<HTMLElement>('input:not([type=hidden]), button, select, textarea')?.focus({
    preventScroll: true,
  })
}

/**
 * The 'Items Incomplete' list: each blocking issue, a link to the step that fixes it (or
 * `onSelect`, for quoters whose steps are pages of their own).
 */
export const IncompleteList = ({
  issues,
  onSelect = (e) => focusStep(e.category),
}: {
  issues: readonly ValidationError[]
  onSelect?: (issue: ValidationError) => void
}) => {
  if (issues.length === 0) return null
  const unique = issues.filter((e, i) => issues.findIndex((x) => x.message === e.message) === i)
  return (
    <div className="incomplete" aria-labelledby="incomplete-title">
      <p className="incomplete-title" id="incomplete-title">
        Items Incomplete
      </p>
      <ul>
        {unique.map((e) => (
          <li key={e.category + e.message}>
            <button type="button" className="incomplete-item" onClick={() => onSelect(e)}>
              {e.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
