import {
  FORM_FACTOR,
  formFactors,
  formFactorSelected,
  rollDirections,
  rollDirectionSelected,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCard } from '../quoter/OptionCard'
import { RollDirectionArt } from './RollDirectionArt'

const FORM_TEXT: Record<number, string> = {
  [FORM_FACTOR.machineApplied]:
    'Wound for your labelling machine: choose the unwind direction next.',
  [FORM_FACTOR.handApplied]: 'Easy-peel rolls for applying by hand.',
}

/** Select Application: Machine or Hand Applied; machine-applied rolls choose the roll direction. */
export const ApplicationStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <div className="stack">
      <div className="card-grid-2" role="radiogroup" aria-label="Application">
        {formFactors.map((f) => (
          <OptionCard
            key={f.id}
            name="form-factor"
            value={f.id}
            checked={order.form_factor_id === f.id}
            onSelect={() => dispatch(formFactorSelected({ formFactorId: f.id }))}
            title={f.label}
            description={FORM_TEXT[f.id]}
          />
        ))}
      </div>
      {order.form_factor_id === FORM_FACTOR.machineApplied ? (
        <fieldset className="stack-sm">
          <legend className="step-lead">Roll Direction</legend>
          <div className="card-grid-4" role="radiogroup" aria-label="Roll direction">
            {rollDirections.map((d) => (
              <OptionCard
                key={d.id}
                name="roll-direction"
                value={d.id}
                checked={order.roll_direction_id === d.id}
                onSelect={() => dispatch(rollDirectionSelected({ rollDirectionId: d.id }))}
                art={<RollDirectionArt directionId={d.id} />}
                title={d.label}
                tile
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  )
}
