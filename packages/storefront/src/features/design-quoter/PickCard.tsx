import type { ReactNode } from 'react'

/**
 * A picture card the customer ticks (a palette, a design style): a visually hidden checkbox in
 * its label; once the most allowed are picked, the others are `full` and cannot be ticked.
 */
export const PickCard = ({
  className,
  picked,
  full,
  onToggle,
  describedBy,
  children,
}: {
  className: string
  picked: boolean
  full: boolean
  onToggle: () => void
  /** The hint that says why a full card cannot be ticked. */
  describedBy?: string
  children: ReactNode
}) => (
  <label className={`${className}${picked ? ' is-checked' : ''}${full ? ' is-disabled' : ''}`}>
    <input
      type="checkbox"
      className="visually-hidden"
      checked={picked}
      disabled={full}
      onChange={onToggle}
      aria-describedby={describedBy}
    />
    {children}
  </label>
)
