import type { ReactNode } from 'react'
import { OptionCard } from './OptionCard'

/** One card of an OptionCardGroup. */
export type CardChoice<V extends number | string> = {
  readonly value: V
  readonly title: ReactNode
  readonly description?: ReactNode
  readonly art?: ReactNode
}

/**
 * A labelled radio group of option cards laid out in a grid of `columns`: the card whose value
 * is `selected` is checked, choosing a card calls `onSelect` with its value.
 */
export const OptionCardGroup = <V extends number | string>({
  label,
  name,
  columns,
  choices,
  selected,
  onSelect,
  tile,
  compact,
}: {
  label: string
  name: string
  columns: 2 | 3 | 4
  choices: readonly CardChoice<V>[]
  selected: V | null | undefined
  onSelect: (value: V) => void
  tile?: boolean
  compact?: boolean
}) => (
  <div className={`card-grid-${columns}`} role="radiogroup" aria-label={label}>
    {choices.map((c) => (
      <OptionCard
        key={c.value}
        name={name}
        value={c.value}
        checked={c.value === selected}
        onSelect={() => onSelect(c.value)}
        art={c.art}
        title={c.title}
        description={c.description}
        tile={tile}
        compact={compact}
      />
    ))}
  </div>
)
