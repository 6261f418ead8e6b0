import { selectIsSaved } from '@diecut/quote-core'
import { useQuoteActions, useQuoteStore } from '@diecut/quote-react'
import type { SaveState } from './SummaryActions'

/** Save Quote's state for a summary: saved already, saving now, or allowed by quote-core. */
export const useSaveState = (onSave: () => void): SaveState => {
  const order = useQuoteStore((s) => s.order)
  const { saving, canSave } = useQuoteActions()
  return { saved: selectIsSaved(order), saving, canSave, onSave }
}
