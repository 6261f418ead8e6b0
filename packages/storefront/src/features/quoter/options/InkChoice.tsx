import { colorModeToggled, inkChoicesOf, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCard } from '../OptionCard'

/** Full Color, Black Ink Only, White Ink Only or Double-Sided (labels), with reasons. */
export const InkChoice = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <fieldset className="stack-sm">
      <legend className="option-group-title">Ink</legend>
      <div className="card-grid-4" role="radiogroup" aria-label="Ink">
        {inkChoicesOf(order).map((c) => (
          <OptionCard
            key={c.id}
            name="ink"
            value={c.id}
            checked={c.checked}
            onSelect={() => dispatch(colorModeToggled({ colorId: c.id, on: true }))}
            title={c.label}
            disabled={!c.availability.available}
            reason={c.availability.available ? undefined : c.availability.reason}
            compact
          />
        ))}
      </div>
    </fieldset>
  )
}
