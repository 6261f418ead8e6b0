import {
  accountRollDefaultsApplied,
  diameterRange,
  fewestRollsToggled,
  QUOTE_CONSTANTS,
  qtyOnRollAvailability,
  qtyPerRollRange,
  ROLL_CORE,
  rollCoreSelected,
  rollInputLocks,
  rollMaxDiameterChanged,
  rollMaxQuantityChanged,
  rollOptionsToggled,
  type Order,
} from '@diecut/quote-core'
import { useDispatch, useOrderIssues, useQuoteStore } from '@diecut/quote-react'
import { Link } from '../../app/router'
import { Notice } from '../../components/Notice'
import { Switch } from '../../components/Switch'
import { OptionSwitch } from '../quoter/options/OptionSwitch'
import { RollNumberInput } from './RollNumberInput'

const ROLL_CATEGORIES = ['max_rolls', 'max_qty', 'max_diameter', 'total_qty', 'exception']

/** Label Roll Options: Qty on Roll, maximum diameter or labels per roll, fewest rolls, core. */
export const RollOptions = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const env = useQuoteStore((s) => s.env)
  const issues = useOrderIssues().all.filter(
    (e) => ROLL_CATEGORIES.includes(e.category) && e.category !== 'total_qty',
  )
  const availability = qtyOnRollAvailability(order, env)
  const locks = rollInputLocks(order)
  return (
    <div className="stack-sm">
      <OptionSwitch
        label="Specify Quantity on Roll"
        checked={order.is_special_roll_qty}
        availability={availability}
        onToggle={(on) => dispatch(rollOptionsToggled({ on }))}
        description={`Limit roll size for your applicator or dispenser (tolerance ${QUOTE_CONSTANTS.rollTolerance}).`}
      >
        <div className="roll-grid">
          <RollNumberInput
            label="Maximum Roll Diameter"
            unit="in"
            value={order.roll_diameter_max}
            range={diameterRange(order)}
            disabled={locks.diameter}
            disabledHint="Clear the maximum labels per roll to set a diameter."
            onCommit={(inches) => dispatch(rollMaxDiameterChanged({ inches }))}
          />
          <RollNumberInput
            label="Maximum Labels per Roll"
            unit="qty"
            value={order.roll_qty_max}
            range={qtyPerRollRange(order)}
            disabled={locks.quantity}
            disabledHint="Clear the maximum diameter to set labels per roll."
            onCommit={(quantity) => dispatch(rollMaxQuantityChanged({ quantity }))}
          />
        </div>
        <Switch
          checked={order.is_fewest_possible_rolls}
          onChange={(on) => dispatch(fewestRollsToggled({ on }))}
          label="Fewest Possible Rolls"
        />
        <label className="field qty-small">
          <span className="field-label">Roll core</span>
          <select
            className="select"
            value={order.roll_id ?? ROLL_CORE.threeInch}
            onChange={(e) => dispatch(rollCoreSelected({ rollId: Number(e.target.value) }))}
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
                <button
                  type="button"
                  className="link-button"
                  onClick={() => dispatch(accountRollDefaultsApplied())}
                >
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
