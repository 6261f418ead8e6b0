import { BACKING, backingAvailability, backingSelected, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCardGroup, type CardGroup } from '../quoter/OptionCardGroup'

const BACKINGS: CardGroup<number> = {
  label: 'Backing',
  name: 'backing',
  columns: 2,
  look: 'compact',
  choices: [
    {
      value: BACKING.paper,
      title: 'Paper Backing',
      description: 'The standard liner: easy to peel by hand.',
    },
    {
      value: BACKING.pet,
      title: 'Poly (PET) Backing',
      description: 'A thin, strong liner for fast labelling machines.',
    },
  ],
}

/** Backing Choice: shown only when the order allows a customizable backing. */
export const BackingChoice = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  if (!order.is_customizable_backing || !backingAvailability(order).available) return null
  return (
    <OptionCardGroup
      group={BACKINGS}
      legend={{ text: 'Backing Choice', className: 'option-group-title' }}
      selected={order.substrate_backing_id}
      onSelect={(backingId) => dispatch(backingSelected({ backingId }))}
    />
  )
}
