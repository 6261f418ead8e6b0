import { notesChanged, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { UI_SETTINGS } from '../../app/ui-settings'
import { useEffect, useId, useState } from 'react'

/** Additional Order Notes (4 rows), committed on blur. */
export const NotesField = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const id = useId()
  const [text, setText] = useState(order.comments_customer)
  useEffect(() => setText(order.comments_customer), [order.comments_customer])
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Additional Order Notes
      </label>
      <textarea
        id={id}
        className="textarea"
        rows={UI_SETTINGS.notesRows}
        placeholder="Anything we should know: deadlines, colour references, application details…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() =>
          text !== order.comments_customer && dispatch(notesChanged({ comments_customer: text }))
        }
      />
    </div>
  )
}
