import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { DecimalField } from '../../components/DecimalField'
import { useCommittedInput } from '../../components/use-committed-input'

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
  const [invalid, setInvalid] = useState(false)
  const { inputProps } = useCommittedInput({
    value,
    show,
    commit: (typed) => {
      const v = parseInches(typed)
      setInvalid(Number.isNaN(v))
      if (Number.isNaN(v)) return
      if (v !== value) onCommit(v)
    },
    onRevert: () => setInvalid(false),
  })
  const message = invalid ? 'Enter a size in inches, e.g. 2.5' : (error ?? null)
  return (
    <DecimalField
      id={id}
      label={label}
      suffix="in"
      className="dimension-field"
      input={{
        'aria-invalid': message !== null,
        'aria-describedby': message === null ? undefined : `${id}-err`,
        ...inputProps,
      }}
    >
      {hint ? <span className="field-hint">{hint}</span> : null}
      {message === null ? null : (
        <span className="field-error" id={`${id}-err`}>
          {message}
        </span>
      )}
      {aside}
    </DecimalField>
  )
}
