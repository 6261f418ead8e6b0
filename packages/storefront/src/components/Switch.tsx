import type { ReactNode } from 'react'

type Props = {
  checked: boolean
  onChange: (on: boolean) => void
  label: ReactNode
  disabled?: boolean
  describedBy?: string
}

/** An on/off switch: a real checkbox with role switch, so it is labelled and keyboard operable. */
export const Switch = ({ checked, onChange, label, disabled, describedBy }: Props) => (
  <label className="switch">
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.checked)}
    />
    <span className="switch-track" aria-hidden="true" />
    <span className="switch-label">{label}</span>
  </label>
)
