import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Whether the button's action is running: the button is then disabled and says `busyLabel`. */
  busy: boolean
  /** What the button says while its action runs, e.g. "Saving…". */
  busyLabel: string
  children: ReactNode
}

/**
 * A button whose action takes a while: disabled and relabelled while it runs, so it cannot be
 * pressed twice. A plain button unless given another type.
 */
export const BusyButton = ({
  busy,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...rest
}: Props) => (
  <button type={type} disabled={busy || disabled} {...rest}>
    {busy ? busyLabel : children}
  </button>
)
