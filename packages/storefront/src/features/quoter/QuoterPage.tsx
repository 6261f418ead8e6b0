import { selectIsInCart, type Order } from '@diecut/quote-core'
import {
  useCurrentUser,
  useQuoteStore,
  useQuoteStoreApi,
  type SaveResult,
} from '@diecut/quote-react'
import { useCallback, useDeferredValue, useEffect, useState } from 'react'
import { navigate, useLocation } from '../../app/router'
import { CartonQuoter } from '../carton-quoter/CartonQuoter'
import { LabelQuoter } from '../label-quoter/LabelQuoter'
import { OrderSummary } from '../order-summary/OrderSummary'
import { SavedBanner } from '../save-quote/SavedBanner'
import { AddedToCartModal, AuthModal, SaveQuoteModal } from './late-sections'
import { MobilePriceBar } from './MobilePriceBar'
import { OrderAlert } from './OrderAlert'
import { ProductTypePicker } from './ProductTypePicker'
import { freshQuoteAddress, useAddressSync } from './useAddressSync'
import { useLeaveWarning } from './useLeaveWarning'

const HEAD = {
  1: {
    title: 'Custom Labels',
    lead: 'Choose your material, shape and size: the price updates as you go.',
  },
  2: {
    title: 'Custom Folding Cartons',
    lead: 'Pick the board, style and size of your box for an instant price.',
  },
} as const

const savedLabel = () =>
  `Saved Quote - ${new Date().toLocaleDateString('en-US')} ${new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`

/** The label or carton quoter page: steps on the left, the sticky Order Summary on the right. */
export const QuoterPage = ({
  productTypeId,
  orderId,
}: {
  productTypeId: 1 | 2
  orderId: number | null
}) => {
  const store = useQuoteStoreApi()
  // The steps and the summary render the order a render behind the store: a keystroke paints
  // the price (read live by the summary) in its own frame, and the rest follows off the input path.
  const order = useDeferredValue(useQuoteStore((s) => s.order))
  // The heading paints first; the steps and the summary render right after, in the background.
  const bodyReady = useDeferredValue(true, false)
  const loginRequired = useQuoteStore((s) => s.loginRequired)
  const user = useCurrentUser().user
  const { search, hash } = useLocation()
  const editMode = /(^|[?&])edit(=|&|$)/.test(search)
  const [added, setAdded] = useState<{ order: Order; edited: boolean } | null>(null)
  const [naming, setNaming] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useAddressSync()
  useLeaveWarning()

  useEffect(() => {
    if (orderId !== null && store.getState().order.id !== orderId)
      void store.getState().open(orderId)
  }, [store, orderId])
  // A link to a section of an opened quote (e.g. #artwork-upload) scrolls once it has rendered.
  useEffect(() => {
    if (hash === '' || order.id === 0) return
    const t = window.setTimeout(
      () => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
      400,
    )
    return () => window.clearTimeout(t)
  }, [hash, order.id])
  useEffect(() => {
    document.title = `${HEAD[productTypeId].title} · Instant Quote · diecut`
  }, [productTypeId])

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
      if (result._tag === 'Failed')
        setError(`There was a problem saving this quote: ${result.error.message}`)
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
  const resume = async () => settle(await store.getState().resumeSave())
  const onAdd = useCallback(() => void addToCart(), [addToCart])
  const member = user !== null && !user.is_guest
  const onSave = useCallback(() => (member ? setNaming(true) : void save()), [member, save])

  return (
    <div className="quoter">
      <div className="container">
        <header className="quoter-head">
          <div>
            <h1>{HEAD[productTypeId].title}</h1>
            <p className="muted">{HEAD[productTypeId].lead}</p>
          </div>
          <ProductTypePicker current={productTypeId} />
        </header>
        {saved ? <SavedBanner onDismiss={() => setSaved(false)} /> : null}
        <OrderAlert />
        {bodyReady ? (
          <div className="quoter-layout">
            <div className="quoter-main">
              {order.product_type_id === 2 ? (
                <CartonQuoter order={order} />
              ) : (
                <LabelQuoter order={order} />
              )}
            </div>
            <OrderSummary
              order={order}
              editMode={editMode}
              error={error}
              onAdd={onAdd}
              onSave={onSave}
            />
          </div>
        ) : null}
      </div>
      <MobilePriceBar />
      {naming ? (
        <SaveQuoteModal
          defaultLabel={savedLabel()}
          onSave={(l) => void save(l)}
          onClose={() => setNaming(false)}
        />
      ) : null}
      {loginRequired ? (
        <AuthModal onSignedIn={resume} onClose={() => store.getState().cancelLogin()} />
      ) : null}
      {added ? (
        <AddedToCartModal
          order={added.order}
          edited={added.edited}
          onClose={() => setAdded(null)}
        />
      ) : null}
    </div>
  )
}
