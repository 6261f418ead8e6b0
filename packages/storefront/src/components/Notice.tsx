import type { ReactNode } from 'react'
import { Icon } from './Icon'

type Tone = 'info' | 'warn' | 'error' | 'ok'
const icons = { info: 'info', warn: 'warn', error: 'warn', ok: 'check' } as const

/** A short message box; errors are announced to screen readers. */
export const Notice = ({
  tone = 'info',
  children,
  className,
}: {
  tone?: Tone
  children: ReactNode
  className?: string
}) => (
  <div
    className={`notice notice-${tone}${className ? ` ${className}` : ''}`}
    role={tone === 'error' || tone === 'warn' ? 'alert' : 'status'}
  >
    <Icon name={icons[tone]} size={18} />
    <div>{children}</div>
  </div>
)
