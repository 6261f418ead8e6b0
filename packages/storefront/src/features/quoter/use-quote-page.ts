import { saveFailedMessage, selectIsInCart, type Order } from '@diecut/quote-core'
import { useCurrentUser, useQuoteStoreApi, type SaveResult } from '@diecut/quote-react'
import { useCallback, useEffect, useState } from 'react'
import { navigate, useLocation } from '../../app/router'
import { freshQuoteAddress, useAddressSync } from './use-address-sync'
import { useLeaveWarning } from './use-leave-warning'

/** What a quoter page (labels, cartons, design) shows around its steps, and its gestures. */
export type QuotePage = {
  /** Editing a cart item (?edit): the buttons read 'I'm Finished' and 'Changes are Autosaved'. */
  readonly editMode: boolean
  readonly error: string | null
  readonly saved: boolean
  readonly dismissSaved: () => void
  /** The order just added to the cart, for the Item Added / Item Successfully Edited modal. */
  readonly added: { readonly order: Order; readonly edited: boolean } | null
  readonly closeAdded: () => void
  /** The customer is naming the quote before it is saved. */
  readonly naming: boolean
  readonly closeNaming: () => void
  readonly addToCart: () => Promise<void>
  /** Save Quote: a customer names the quote first; a guest saves at once (and logs in). */
  readonly requestSave: () => void
  readonly save: (label?: string) => Promise<void>
  /** Finishes the save a guest started, once logged in. */
  readonly resumeSave: () => Promise<void>
}

/**
 * The quote lifecycle every quoter page shares (docs/product.md section 4): opens the order of the
 * address, keeps the address in step, warns before leaving unsent changes, adds to the cart and
 * saves, starting a fresh quote after either.
 */
export const useQuotePage = (productTypeId: 1 | 2 | 3, orderId: number | null): QuotePage => {
  const store = useQuoteStoreApi()
  const user = useCurrentUser().user
  const { search } = useLocation()
  const editMode = /(^|[?&])edit(=|&|$)/.test(search)
  const [added, setAdded] = useState<QuotePage['added']>(null)
  const [naming, setNaming] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useAddressSync()
  useLeaveWarning()

  useEffect(() => {
    if (orderId !== null && store.getState().order.id !== orderId)
      void store.getState().open(orderId)
  }, [store, orderId])

  // Stable callbacks: the memoised summary re-renders only when what it shows changes.
  const addToCart = useCallback(async () => {
    setError(null)
    const edited = editMode || selectIsInCart(store.getState().order)
    const result = await store.getState().addToCart()
    if (result._tag === 'Added') {
      setAdded({ order: result.order, edited })
      navigate(freshQuoteAddress(productTypeId), { replace: true })
    } else {
      setError(result.error.message)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
  }, [editMode, store, productTypeId])
  const settle = useCallback(
    (result: SaveResult) => {
      if (result._tag === 'Saved') {
        setSaved(true)
        navigate(freshQuoteAddress(productTypeId), { replace: true })
      }
      if (result._tag === 'Failed') setError(saveFailedMessage(result.error.message))
    },
    [productTypeId],
  )
  const save = useCallback(
    async (label?: string) => {
      setNaming(false)
      setError(null)
      settle(await store.getState().saveToAccount(label))
    },
    [settle, store],
  )
  const member = user !== null && !user.is_guest
  const requestSave = useCallback(() => (member ? setNaming(true) : void save()), [member, save])

  return {
    editMode,
    error,
    saved,
    dismissSaved: () => setSaved(false),
    added,
    closeAdded: () => setAdded(null),
    naming,
    closeNaming: () => setNaming(false),
    addToCart,
    requestSave,
    save,
    resumeSave: async () => settle(await store.getState().resumeSave()),
  }
}
