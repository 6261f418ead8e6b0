import { QUOTE_CONSTANTS, ROLL_CORE, type Order, type RollUnit } from '@diecut/quote-core'
import { useOrderIssues, useRollOptions } from '@diecut/quote-react'
import { Link } from '../../app/router'
import { Notice } from '../../components/Notice'
import { Switch } from '../../components/Switch'
import { OptionSwitch } from '../quoter/options/OptionSwitch'
import { ApplicatorFit } from './ApplicatorFit'
import { RollNumberInput } from './RollNumberInput'

/** The two roll maximums: only one can be set at a time (the other input says why). */
const ROLL_LIMITS: readonly {
  key: 'diameter' | 'quantity'
  label: string
  unit: RollUnit
  disabledHint: string
}[] = [
  {
    key: 'diameter',
    label: 'Maximum Roll Diameter',
    unit: 'in',
    disabledHint: 'Clear the maximum labels per roll to set a diameter.',
  },
  {
    key: 'quantity',
    label: 'Maximum Labels per Roll',
    unit: 'qty',
    disabledHint: 'Clear the maximum diameter to set labels per roll.',
  },
]

const ROLL_CATEGORIES = ['max_rolls', 'max_qty', 'max_diameter', 'total_qty', 'exception']

/** Label Roll Options: Qty on Roll, maximum diameter or labels per roll, fewest rolls, core. */
export const RollOptions = ({ order }: { order: Order }) => {
  const roll = useRollOptions(order)
  const issues = useOrderIssues().all.filter(
    (e) => ROLL_CATEGORIES.includes(e.category) && e.category !== 'total_qty',
  )
  return (
    <div className="stack-sm">
      <ApplicatorFit order={order} />
      <OptionSwitch
        label="Specify Quantity on Roll"
        checked={roll.enabled}
        availability={roll.availability}
        onToggle={roll.toggle}
        description={`Limit roll size for your applicator or dispenser (tolerance ${QUOTE_CONSTANTS.rollTolerance}).`}
      >
        <div className="roll-grid">
          {ROLL_LIMITS.map((l) => (
            <RollNumberInput
              key={l.key}
              label={l.label}
              unit={l.unit}
              value={roll[l.key].value}
              range={roll[l.key].range}
              disabled={roll[l.key].disabled}
              disabledHint={l.disabledHint}
              onCommit={roll[l.key].set}
            />
          ))}
        </div>
        <Switch
          checked={roll.fewestPossibleRolls}
          onChange={roll.toggleFewest}
          label="Fewest Possible Rolls"
        />
        <label className="field qty-small">
          <span className="field-label">Roll core</span>
          <select
            className="select"
            value={order.roll_id ?? ROLL_CORE.threeInch}
            onChange={(e) => roll.selectCore(Number(e.target.value))}
          >
            <option value={ROLL_CORE.threeInch}>3" core (machines)</option>
            <option value={ROLL_CORE.oneInch}>1" core (hand dispensers)</option>
          </select>
        </label>
        {issues.map((i) => (
          <Notice key={i.message} tone={i.blocking ? 'error' : 'warn'}>
            {i.message}
            {i.code === 'roll_preset_mismatch' ? (
              <>
                {' '}
                <button type="button" className="link-button" onClick={roll.resetToAccountPresets}>
                  RESET
                </button>
              </>
            ) : null}
          </Notice>
        ))}
        <p className="small muted">
          Use the same settings every time: save them as production presets in your{' '}
          <Link to="/account/users/account-details">account details</Link>.
        </p>
      </OptionSwitch>
    </div>
  )
}
