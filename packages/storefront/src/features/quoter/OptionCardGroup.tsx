import type { ReactNode } from 'react'
import { OptionCard } from './OptionCard'

/** One card of an OptionCardGroup. */
export type CardChoice<V extends number | string> = {
  readonly value: V
  readonly title: ReactNode
  readonly description?: ReactNode
  readonly art?: ReactNode
}

/** A group of cards: its accessible label, the radios' name, its grid, the cards' look. */
export type CardGroup<V extends number | string> = {
  readonly label: string
  readonly name: string
  readonly columns: 2 | 3 | 4
  /** Tiles (icon above a short title) or compact cards; full cards when absent. */
  readonly look?: 'tile' | 'compact'
  readonly choices: readonly CardChoice<V>[]
}

/**
 * A labelled radio group of option cards laid out in a grid, in a fieldset when it has a legend:
 * the card whose value is `selected` is checked, choosing a card calls `onSelect` with its value.
 */
export const OptionCardGroup = <V extends number | string>({
  group: { label, name, columns, look, choices },
  legend,
  selected,
  onSelect,
}: {
  group: CardGroup<V>
  /** A visible heading: the group then stands in a fieldset under this legend. */
  legend?: { text: string; className: 'step-lead' | 'option-group-title' }
  selected: V | null | undefined
  onSelect: (value: V) => void
}) => {
  const cards = (
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
          tile={look === 'tile'}
          compact={look === 'compact'}
        />
      ))}
    </div>
  )
  return legend === undefined ? (
    cards
  ) : (
    <fieldset className="stack-sm">
      <legend className={legend.className}>{legend.text}</legend>
      {cards}
    </fieldset>
  )
}
