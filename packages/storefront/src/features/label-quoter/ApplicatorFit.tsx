import { formatRollDiameter, type Order } from '@diecut/quote-core'
import { useApplicatorProfiles, useRollFit, useRollFitActions } from '@diecut/quote-react'
import { Link } from '../../app/router'
import { formatCount } from '../../components/format-money'
import { RollFitWarnings } from '../roll-fit/RollFitWarnings'

/**
 * Fit to my applicator: choosing a saved profile sets the roll options from it; the rolls as
 * configured are stated (labels per roll, diameter, how many) with every conflict and its fix.
 */
export const ApplicatorFit = ({ order }: { order: Order }) => {
  const { profiles, signedIn } = useApplicatorProfiles()
  const { profile, numbers } = useRollFit(order)
  const actions = useRollFitActions(order)
  return (
    <div className="stack-sm applicator-fit">
      {signedIn && profiles.length > 0 ? (
        <label className="field">
          <span className="field-label">Fit to my applicator</span>
          <select
            className="select"
            value={profile?.id ?? ''}
            onChange={(e) =>
              actions.choose(profiles.find((p) => p.id === Number(e.target.value)) ?? null)
            }
          >
            <option value="">No applicator profile</option>
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="small muted">
          {signedIn ? 'Save' : 'Log in to save'} your labelling machine as an{' '}
          <Link to="/account/applicators">applicator profile</Link> and we check that your rolls fit
          it.
        </p>
      )}
      {numbers !== null ? (
        <p className="small roll-numbers" data-testid="roll-numbers">
          <strong>{formatCount(numbers.labelsPerRoll)}</strong> labels per roll ·{' '}
          <strong>{formatRollDiameter(numbers.outsideDiameterIn)}</strong> across ·{' '}
          <strong>{formatCount(numbers.rolls)}</strong> {numbers.rolls === 1 ? 'roll' : 'rolls'} on
          a {numbers.core}" core
        </p>
      ) : null}
      <RollFitWarnings order={order} onFix={actions.applyFix} />
    </div>
  )
}
