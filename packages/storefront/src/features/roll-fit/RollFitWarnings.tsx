import type { Order, RollFitFix } from '@diecut/quote-core'
import { useRollFit } from '@diecut/quote-react'
import { Notice } from '../../components/Notice'

/**
 * The roll-fit warnings of one quote against the applicator profile it is fitted to (none
 * without a profile, or when its rolls fit). Warnings only: the quote stays as it is. In the
 * quoter each warning offers its fixes as buttons (`onFix`); elsewhere they are only read.
 */
export const RollFitWarnings = ({
  order,
  onFix,
}: {
  order: Order
  onFix?: (fix: RollFitFix) => void
}) => {
  const { profile, warnings } = useRollFit(order)
  if (profile === null || warnings.length === 0) return null
  return (
    <div className="stack-sm roll-fit-warnings" data-testid="roll-fit-warnings">
      {warnings.map((w) => (
        <Notice key={w.code} tone="warn">
          <span data-code={w.code}>{w.message}</span>
          {onFix !== undefined && w.fixes.length > 0 ? (
            <span className="roll-fit-fixes">
              {w.fixes.map((f) => (
                <button
                  key={f.label}
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => onFix(f)}
                >
                  {f.label}
                </button>
              ))}
            </span>
          ) : null}
        </Notice>
      ))}
    </div>
  )
}
