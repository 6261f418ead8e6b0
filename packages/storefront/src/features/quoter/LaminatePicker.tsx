import { laminateOptions, laminateSelected, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { LaminateArt } from './art/LaminateArt'
import { moveOnFrom } from './move-on'
import { OptionCard } from './OptionCard'

/** 'Select a laminate type': every laminate of the product, unavailable ones with the reason. */
export const LaminatePicker = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const options = laminateOptions(order)
  return (
    <div>
      <p className="step-lead">Select a laminate type</p>
      <div className="card-grid-3" role="radiogroup" aria-label="Laminate">
        {options.map(({ laminate, availability }) => (
          <OptionCard
            key={laminate.id}
            name="laminate"
            value={laminate.id}
            checked={order.laminate_id === laminate.id}
            onSelect={() => {
              if (dispatch(laminateSelected({ laminateId: laminate.id })))
                moveOnFrom('step-laminate')
            }}
            art={<LaminateArt label={laminate.label} />}
            title={laminate.label}
            description={laminate.info}
            disabled={!availability.available}
            reason={availability.available ? undefined : availability.reason}
          />
        ))}
      </div>
    </div>
  )
}
