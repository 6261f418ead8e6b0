import { checkRollInput, formatRange, type RollRange, type RollUnit } from '@diecut/quote-core'
import { useEffect, useId, useRef, useState } from 'react'

const show = (v: number | null) => (v === null ? '' : String(v))

/**
 * A constrained roll input (SPEC.md section 4): the message under it says what will happen
 * ('Must be a valid number', 'Will be set to minimum: {min}', 'Will be set to maximum: {max}');
 * blur clamps and commits, Enter commits, Escape reverts.
 */
export const RollNumberInput = ({
  label,
  value,
  range,
  unit,
  disabled,
  disabledHint,
  onCommit,
}: {
  label: string
  value: number | null
  range: RollRange
  unit: RollUnit
  disabled?: boolean
  disabledHint?: string
  onCommit: (v: number | null) => void
}) => {
  const id = useId()
  const [text, setText] = useState(show(value))
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(show(value))
  }, [value])
  const check = text.trim() === '' ? null : checkRollInput(text, range, unit)
  const commit = () => {
    if (text.trim() === '') {
      if (value !== null) onCommit(null)
      return
    }
    const c = checkRollInput(text, range, unit)
    if (c.value === null) return setText(show(value))
    setText(show(c.value))
    if (c.value !== value) onCommit(c.value)
  }
  return (
    <div className="field">
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
          disabled={disabled}
          aria-describedby={`${id}-range${check?.message ? ` ${id}-msg` : ''}`}
          aria-invalid={check?.message === 'Must be a valid number'}
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
              e.preventDefault()
              setText(show(value))
            }
          }}
        />
        {unit === 'in' ? (
          <span className="input-suffix" aria-hidden="true">
            in
          </span>
        ) : null}
      </div>
      <span className="field-hint" id={`${id}-range`}>
        {disabled && disabledHint ? disabledHint : formatRange(range, unit)}
      </span>
      {check?.message ? (
        <span className="field-warn" id={`${id}-msg`} role="status">
          {check.message}
        </span>
      ) : null}
    </div>
  )
}
