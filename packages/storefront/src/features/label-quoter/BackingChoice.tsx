import { BACKING, backingAvailability, backingSelected, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCard } from '../quoter/OptionCard'

const CHOICES = [
  { id: BACKING.paper, label: 'Paper Backing', text: 'The standard liner: easy to peel by hand.' },
  {
    id: BACKING.pet,
    label: 'Poly (PET) Backing',
    text: 'A thin, strong liner for fast labelling machines.',
  },
]

/** Backing Choice: shown only when the order allows a customizable backing. */
export const BackingChoice = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  if (!order.is_customizable_backing || !backingAvailability(order).available) return null
  return (
    <fieldset className="stack-sm">
      <legend className="option-group-title">Backing Choice</legend>
      <div className="card-grid-2" role="radiogroup" aria-label="Backing">
        {CHOICES.map((c) => (
          <OptionCard
            key={c.id}
            name="backing"
            value={c.id}
            checked={order.substrate_backing_id === c.id}
            onSelect={() => dispatch(backingSelected({ backingId: c.id }))}
            title={c.label}
            description={c.text}
            compact
          />
        ))}
      </div>
    </fieldset>
  )
}
