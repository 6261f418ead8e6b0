import { canAddToCart, canSaveQuote } from '@diecut/quote-core'
import { useShallow } from 'zustand/react/shallow'
import { useQuoteStore } from './use-quote-store'

/**
 * The quote lifecycle for the order summary: Add to Cart and Save Quote with their enabled
 * state (quote-core's rules), the saving/adding spinners, the login modal and the sync state.
 */
export const useQuoteActions = () => {
  const s = useQuoteStore(
    useShallow((q) => ({
      order: q.order,
      errors: q.errors,
      saving: q.saving,
      adding: q.adding,
      loginRequired: q.loginRequired,
      sync: q.sync,
      lastError: q.lastError,
      alert: q.alert,
      dismissAlert: q.dismissAlert,
      savedOrder: q.savedOrder,
      addToCart: q.addToCart,
      saveToAccount: q.saveToAccount,
      resumeSave: q.resumeSave,
      cancelLogin: q.cancelLogin,
      startNew: q.startNew,
      refresh: q.refresh,
    })),
  )
  const { order, errors, ...rest } = s
  return {
    ...rest,
    canAddToCart: canAddToCart(errors, s),
    canSave: !s.saving && !s.adding && canSaveQuote(order, errors),
  }
}
