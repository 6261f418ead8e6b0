import { selectIsSaved, type Order } from '@diecut/quote-core'
import { useQuoteActions } from '@diecut/quote-react'
import type { SaveState } from './SummaryActions'

/** Save Quote's state for a summary: saved already, saving now, or allowed by quote-core. */
export const useSaveState = (order: Order, onSave: () => void): SaveState => {
  const { saving, canSave } = useQuoteActions()
  return { saved: selectIsSaved(order), saving, canSave, onSave }
}
