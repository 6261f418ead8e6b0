import { notesChanged, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { UI_SETTINGS } from '../../app/ui-settings'
import { DraftTextArea } from './DraftTextArea'

/** Additional Order Notes (4 rows), committed on blur. */
export const NotesField = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <DraftTextArea
      label="Additional Order Notes"
      rows={UI_SETTINGS.notesRows}
      placeholder="Anything we should know: deadlines, colour references, application details…"
      value={order.comments_customer}
      onCommit={(text) => dispatch(notesChanged({ comments_customer: text }))}
    />
  )
}
