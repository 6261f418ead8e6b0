import { useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

export type TabItem<K extends string> = { key: K; label: ReactNode; count?: number }

type Props<K extends string> = {
  items: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  label: string
  idPrefix: string
}

/** A tab list with arrow-key navigation (WAI-ARIA tabs pattern). */
export const Tabs = <K extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
}: Props<K>) => {
  const ref = useRef<HTMLDivElement>(null)
  const onKeyDown = (e: KeyboardEvent) => {
    const i = items.findIndex((t) => t.key === selected)
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    e.preventDefault()
    const next = items[(i + step + items.length) % items.length]
    if (next === undefined) return
    onSelect(next.key)
    ref.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${next.key}`)?.focus()
  }
  return (
    <div className="tabs" role="tablist" aria-label={label} ref={ref} onKeyDown={onKeyDown}>
      {items.map((t) => (
        <button
          key={t.key}
          id={`${idPrefix}-tab-${t.key}`}
          type="button"
          role="tab"
          className="tab"
          aria-selected={t.key === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={t.key === selected ? 0 : -1}
          onClick={() => onSelect(t.key)}
        >
          {t.label}
          {t.count === undefined ? null : <span className="tab-count">{t.count}</span>}
        </button>
      ))}
    </div>
  )
}
