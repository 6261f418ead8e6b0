import { dieLabel, dieSelected, type SimilarSize } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { useId, useState } from 'react'

/** Similar Sizes: in-stock dies close to the entered size, each with Use this Size. */
export const SimilarSizes = ({ similar }: { similar: readonly SimilarSize[] }) => {
  const dispatch = useDispatch()
  const [open, setOpen] = useState(false)
  const id = useId()
  if (similar.length === 0) return null
  return (
    <div className="similar-sizes">
      <div className="similar-head">
        <span>
          <strong>Similar Sizes</strong>{' '}
          <span className="muted">({similar.length} in stock, no die fee)</span>
        </span>
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open ? (
        <ul id={id} className="similar-list">
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
