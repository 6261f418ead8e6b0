import { incompleteItems, type QuoterStep, type ValidationError } from '@diecut/quote-core'

const focusStep = (step: QuoterStep) => {
  const el = document.getElementById(`step-${step}`)
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
  onSelect,
}: {
  issues: readonly ValidationError[]
  onSelect?: (issue: ValidationError) => void
}) => {
  const items = incompleteItems(issues)
  if (items.length === 0) return null
  return (
    <div className="incomplete" aria-labelledby="incomplete-title">
      <p className="incomplete-title" id="incomplete-title">
        Items Incomplete
      </p>
      <ul>
        {items.map(({ issue, step }) => (
          <li key={issue.category + issue.message}>
            <button
              type="button"
              className="incomplete-item"
              onClick={() => (onSelect === undefined ? focusStep(step) : onSelect(issue))}
            >
              {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
