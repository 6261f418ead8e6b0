import {
  FORM_FACTOR,
  formFactors,
  formFactorSelected,
  rollDirections,
  rollDirectionLockToggled,
  rollDirectionSelected,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { Switch } from '../../components/Switch'
import { OptionCardGroup, type CardGroup } from '../quoter/OptionCardGroup'
import { RollDirectionArt } from './RollDirectionArt'

const FORM_TEXT: Record<number, string> = {
  [FORM_FACTOR.machineApplied]:
    'Wound for your labelling machine: choose the unwind direction next.',
  [FORM_FACTOR.handApplied]: 'Easy-peel rolls for applying by hand.',
}

const APPLICATION: CardGroup<number> = {
  label: 'Application',
  name: 'form-factor',
  columns: 2,
  choices: formFactors.map((f) => ({ value: f.id, title: f.label, description: FORM_TEXT[f.id] })),
}

const ROLL_DIRECTION: CardGroup<number> = {
  label: 'Roll direction',
  name: 'roll-direction',
  columns: 4,
  look: 'tile',
  choices: rollDirections.map((d) => ({
    value: d.id,
    title: d.label,
    art: <RollDirectionArt directionId={d.id} />,
  })),
}

/** Select Application: Machine or Hand Applied; machine-applied rolls choose the roll direction. */
export const ApplicationStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <div className="stack">
      <OptionCardGroup
        group={APPLICATION}
        selected={order.form_factor_id}
        onSelect={(formFactorId) => dispatch(formFactorSelected({ formFactorId }))}
      />
      {order.form_factor_id === FORM_FACTOR.machineApplied ? (
        <>
          {/* A locked unwind is changed only after unlocking it. */}
          <fieldset className="plain-fieldset" disabled={order.is_roll_direction_locked}>
            <OptionCardGroup
              group={ROLL_DIRECTION}
              legend={{ text: 'Roll Direction', className: 'step-lead' }}
              selected={order.roll_direction_id}
              onSelect={(rollDirectionId) => dispatch(rollDirectionSelected({ rollDirectionId }))}
            />
          </fieldset>
          {order.roll_direction_id !== null ? (
            <Switch
              checked={order.is_roll_direction_locked}
              onChange={(on) => dispatch(rollDirectionLockToggled({ on }))}
              label="Lock this unwind: I checked it in the unwind preview"
            />
          ) : null}
        </>
      ) : null}
    </div>
  )
}
