import { useId } from 'react'
import type { InputHTMLAttributes } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly hint?: string | undefined
  readonly error?: string | undefined
}

/**
 * A labelled text input with an optional hint under it and its inline error (both announced
 * as the input's description, not its name).
 */
export const TextField = ({ label, value, onChange, hint, error, className, ...rest }: Props) => {
  const id = useId()
  // With a hint or an error inside the label, the input is named by its label text alone.
  const described = Boolean(hint) || error !== undefined
  return (
    <label className={`field${className ? ` ${className}` : ''}`}>
      <span className="field-label" id={described ? `${id}-label` : undefined}>
        {label}
      </span>
      <input
        className="input"
        aria-labelledby={described ? `${id}-label` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={
          [hint ? `${id}-hint` : '', error === undefined ? '' : `${id}-err`]
            .filter((d) => d !== '')
            .join(' ') || undefined
        }
        {...rest}
      />
      {hint ? (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error === undefined ? null : (
        <span className="field-error" id={`${id}-err`} role="alert">
          {error}
        </span>
      )}
    </label>
  )
}
