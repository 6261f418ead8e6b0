import { dieLabel, dieSelected, type SimilarSize } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { useDisclosure } from '../../components/use-disclosure'

/** Similar Sizes: in-stock dies close to the entered size, each with Use this Size. */
export const SimilarSizes = ({ similar }: { similar: readonly SimilarSize[] }) => {
  const dispatch = useDispatch()
  const list = useDisclosure()
  if (similar.length === 0) return null
  return (
    <div className="similar-sizes">
      <div className="similar-head">
        <span>
          <strong>Similar Sizes</strong>{' '}
          <span className="muted">({similar.length} in stock, no die fee)</span>
        </span>
        <button className="link-button" {...list.toggleProps}>
          {list.open ? 'Hide' : 'Show'}
        </button>
      </div>
      {list.open ? (
        <ul id={list.panelId} className="similar-list">
          {similar.map(({ die }) => (
            <li key={die.id}>
              <span>
                {dieLabel(die)} <span className="muted small">Die #{die.id}</span>
              </span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => dispatch(dieSelected({ dieId: die.id }))}
              >
                Use this Size
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
