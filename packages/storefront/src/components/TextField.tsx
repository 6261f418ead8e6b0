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
 * A labelled text input with an optional hint under it and its inline error (announced and tied
 * to the input).
 */
export const TextField = ({ label, value, onChange, hint, error, className, ...rest }: Props) => {
  const id = useId()
  return (
    <label className={`field${className ? ` ${className}` : ''}`}>
      <span className="field-label">{label}</span>
      <input
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-err`}
        {...rest}
      />
      {hint ? <span className="field-hint">{hint}</span> : null}
      {error === undefined ? null : (
        <span className="field-error" id={`${id}-err`} role="alert">
          {error}
        </span>
      )}
    </label>
  )
}
