import type { Availability } from '@diecut/quote-core'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Switch } from '../../../components/Switch'

/**
 * An option that can be switched on or off. When the core says it is unavailable the switch is
 * disabled and the reason is shown under it (docs/product.md section 5). An option that is on but no
 * longer allowed stays operable so it can be switched off.
 */
export const OptionSwitch = ({
  label,
  checked,
  availability,
  onToggle,
  description,
  children,
}: {
  label: string
  checked: boolean
  availability: Availability
  onToggle: (on: boolean) => void
  description?: string
  children?: ReactNode
}) => {
  const id = useId()
  const blocked = !availability.available && !checked
  const hint = !availability.available ? availability.reason : description
  return (
    <div className={`option-row${blocked ? ' is-disabled' : ''}`}>
      <Switch
        checked={checked}
        onChange={onToggle}
        label={label}
        disabled={blocked}
        describedBy={hint ? id : undefined}
      />
      {hint ? (
        <p id={id} className={availability.available ? 'option-hint' : 'option-reason'}>
          {hint}
        </p>
      ) : null}
      {checked && children ? <div className="option-extra">{children}</div> : null}
    </div>
  )
}
