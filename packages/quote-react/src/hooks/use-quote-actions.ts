import { canAddToCart, canSaveQuote } from '@diecut/quote-core'
import { useShallow } from 'zustand/react/shallow'
import { useQuoteStore } from './use-quote-store'

/**
 * The quote lifecycle for the order summary: Add to Cart and Save Quote with their enabled
 * state (quote-core's rules), the saving/adding spinners, the login modal and the actions.
 * The enabled states are worked out inside the selector, so typing re-renders a caller only
 * when one of them flips (the sync state has its own hook, `useQuoteStore`).
 */
export const useQuoteActions = () =>
  useQuoteStore(
    useShallow((q) => ({
      saving: q.saving,
      adding: q.adding,
      loginRequired: q.loginRequired,
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
      canAddToCart: canAddToCart(q.errors, q),
      canSave: !q.saving && !q.adding && canSaveQuote(q.order, q.errors),
    })),
  )
