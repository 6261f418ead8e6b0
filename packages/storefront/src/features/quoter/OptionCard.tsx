import { useRef, type ReactNode } from 'react'
import { useTickedBeforeHydration } from '../../app/prerendered'

type Props = {
  name: string
  value: number | string
  checked: boolean
  onSelect: () => void
  art?: ReactNode
  title: ReactNode
  description?: ReactNode
  disabled?: boolean
  /** Why the option cannot be chosen (shown under it). */
  reason?: string
  compact?: boolean
  /** Icon above a short title (shape and direction tiles). */
  tile?: boolean
}

/**
 * A selectable card backed by a real radio input: labelled, arrow-key operable, with the
 * reason shown when the option is disabled.
 */
export const OptionCard = ({
  name,
  value,
  checked,
  onSelect,
  art,
  title,
  description,
  disabled,
  reason,
  compact,
  tile,
}: Props) => {
  const input = useRef<HTMLInputElement>(null)
  useTickedBeforeHydration(input, checked, onSelect)
  return (
    <label
      className={`option-card${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}${compact ? ' is-compact' : ''}${tile ? ' is-tile' : ''}`}
    >
      <input
        ref={input}
        type="radio"
        className="visually-hidden"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      {art ? <span className="option-art">{art}</span> : null}
      <span className="option-text">
        <span className="option-title">{title}</span>
        {description ? <span className="option-desc">{description}</span> : null}
        {disabled && reason ? <span className="option-reason">{reason}</span> : null}
      </span>
      <span className="option-check" aria-hidden="true">
        <svg
          width="12"
          height="12"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
    </label>
  )
}
