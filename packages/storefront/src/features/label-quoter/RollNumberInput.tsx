import { checkRollInput, formatRange, type RollRange, type RollUnit } from '@diecut/quote-core'
import { useId } from 'react'
import { DecimalField } from '../../components/DecimalField'
import { useCommittedInput } from '../../components/use-committed-input'

const show = (v: number | null) => (v === null ? '' : String(v))

/**
 * A constrained roll input (docs/product.md section 4): the message under it says what will happen
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
  const { text, inputProps } = useCommittedInput({
    value,
    show,
    commit: (typed) => {
      if (typed.trim() === '') {
        if (value !== null) onCommit(null)
        return
      }
      const c = checkRollInput(typed, range, unit)
      if (c.value === null) return show(value)
      if (c.value !== value) onCommit(c.value)
      return show(c.value)
    },
  })
  const check = text.trim() === '' ? null : checkRollInput(text, range, unit)
  return (
    <DecimalField
      id={id}
      label={label}
      suffix={unit === 'in' ? 'in' : undefined}
      input={{
        disabled,
        'aria-describedby': `${id}-range${check?.message ? ` ${id}-msg` : ''}`,
        'aria-invalid': check?.code === 'invalid_number',
        ...inputProps,
      }}
    >
      <span className="field-hint" id={`${id}-range`}>
        {disabled && disabledHint ? disabledHint : formatRange(range, unit)}
      </span>
      {check?.message ? (
        <span className="field-warn" id={`${id}-msg`} role="status">
          {check.message}
        </span>
      ) : null}
    </DecimalField>
  )
}
