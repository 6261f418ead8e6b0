import { dieSelected, searchDieById } from '@diecut/quote-core'
import { useDispatch, useQuoteStore } from '@diecut/quote-react'
import { useId, useState } from 'react'
import { Icon } from '../../components/Icon'

/** Search By Die ID: a die number (with or without '#') chosen directly. */
export const DieSearch = () => {
  const dispatch = useDispatch()
  const dies = useQuoteStore((s) => s.env.dies)
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const id = useId()
  const search = () => {
    const result = searchDieById(dies, text)
    if (result.found) {
      setMessage(null)
      dispatch(dieSelected({ dieId: result.die.id }))
    } else setMessage(result.message)
  }
  return (
    <div className="field die-search">
      <label className="field-label" htmlFor={id}>
        Search By Die ID
      </label>
      <div className="input-row">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          placeholder="e.g. 1042"
          value={text}
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : `${id}-msg`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              search()
            }
          }}
        />
        <button type="button" className="btn btn-secondary" onClick={search}>
          <Icon name="search" size={18} /> Search
        </button>
      </div>
      {message === null ? null : (
        <p className="field-error" id={`${id}-msg`} role="alert">
          {message}
        </p>
      )}
    </div>
  )
}
