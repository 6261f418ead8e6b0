import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * A labelled field for a typed decimal (a size, a roll maximum): the input with its optional
 * unit suffix, then whatever goes under it (hints, messages). The caller owns the input's id
 * (its messages refer to it) and its behaviour (`input`).
 */
export const DecimalField = ({
  id,
  label,
  suffix,
  className,
  input,
  children,
}: {
  id: string
  label: string
  suffix?: string | undefined
  className?: string
  input: InputHTMLAttributes<HTMLInputElement>
  children?: ReactNode
}) => (
  <div className={`field${className ? ` ${className}` : ''}`}>
    <label className="field-label" htmlFor={id}>
      {label}
    </label>
    <div className="input-group">
      <input id={id} className="input" inputMode="decimal" autoComplete="off" {...input} />
      {suffix ? (
        <span className="input-suffix" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </div>
    {children}
  </div>
)
