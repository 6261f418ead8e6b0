import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'

const show = (v: number | null) => (v === null ? '' : String(Number(v.toFixed(4))))

/** A typed dimension: a number of inches, or null for an empty field; NaN when not a number. */
export const parseInches = (text: string): number | null => {
  const t = text
    .trim()
    .replace(/["”]|in(ches)?$/i, '')
    .trim()
  if (t === '') return null
  const frac = /^(\d+)?\s*(\d+)\/(\d+)$/.exec(t)
  if (frac !== null) return Number(frac[1] ?? 0) + Number(frac[2]) / Number(frac[3])
  return /^\d*\.?\d+$|^\d+\.$/.test(t) ? Number(t) : Number.NaN
}

/**
 * An inch input whose half-typed text stays here (STYLE.md section 7): the value is committed on
 * blur or Enter, Escape reverts to the order's value.
 */
export const DimensionInput = ({
  label,
  value,
  onCommit,
  error,
  hint,
  aside,
}: {
  label: string
  value: number | null
  onCommit: (v: number | null) => void
  error?: string | null
  hint?: ReactNode
  aside?: ReactNode
}) => {
  const id = useId()
  const [text, setText] = useState(show(value))
  const [invalid, setInvalid] = useState(false)
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(show(value))
  }, [value])
  const commit = () => {
    const v = parseInches(text)
    if (Number.isNaN(v)) return setInvalid(true)
    setInvalid(false)
    if (v !== value) onCommit(v)
  }
  const message = invalid ? 'Enter a size in inches, e.g. 2.5' : (error ?? null)
  return (
    <div className="field dimension-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : `${id}-err`}
          onFocus={() => (focused.current = true)}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            focused.current = false
            commit()
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              commit()
            } else if (e.key === 'Escape') {
              setText(show(value))
              setInvalid(false)
            }
          }}
        />
        <span className="input-suffix" aria-hidden="true">
          in
        </span>
      </div>
      {hint ? <span className="field-hint">{hint}</span> : null}
      {message === null ? null : (
        <span className="field-error" id={`${id}-err`}>
          {message}
        </span>
      )}
      {aside}
    </div>
  )
}
