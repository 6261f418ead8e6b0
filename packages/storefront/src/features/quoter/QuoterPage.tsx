import { PRODUCT_TYPE } from '@diecut/quote-core'
import { useOrder } from '@diecut/quote-react'
import { memo, useCallback, useDeferredValue, useEffect } from 'react'
import { prerendered } from '../../app/prerendered'
import { useLocation } from '../../app/router'
import { CartonQuoter } from '../carton-quoter/CartonQuoter'
import { LabelQuoter } from '../label-quoter/LabelQuoter'
import { OrderSummary } from '../order-summary/OrderSummary'
import { SavedBanner } from '../save-quote/SavedBanner'
import { MobilePriceBar } from './MobilePriceBar'
import { useMoveOn } from './move-on'
import { OrderAlert } from './OrderAlert'
import { ProductTypePicker } from './ProductTypePicker'
import { QuotePageModals } from './QuotePageModals'
import { useQuotePage } from './use-quote-page'

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

/**
 * The steps and the Order Summary. They render the order a render behind the store: a
 * keystroke renders only what shows it at once (the input itself and the price, which the
 * summary reads live) and paints in its own frame; the rest follows off the input path. Only
 * this part of the page follows the order.
 */
const QuoterBody = memo(function QuoterBody({
  hash,
  editMode,
  error,
  onAdd,
  onSave,
}: {
  hash: string
  editMode: boolean
  error: string | null
  onAdd: () => void
  onSave: () => void
}) {
  const order = useDeferredValue(useOrder())

  // A link to a section of an opened quote (e.g. #artwork-upload) scrolls once it has rendered.
  useEffect(() => {
    if (hash === '' || order.id === 0) return
    const t = window.setTimeout(
      () => document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
      400,
    )
    return () => window.clearTimeout(t)
  }, [hash, order.id])

  return (
    <div className="quoter-layout">
      <div className="quoter-main">
        {order.product_type_id === PRODUCT_TYPE.carton ? (
          <CartonQuoter order={order} />
        ) : (
          <LabelQuoter order={order} />
        )}
      </div>
      <OrderSummary order={order} editMode={editMode} error={error} onAdd={onAdd} onSave={onSave} />
    </div>
  )
})

/** Follows the order as the store has it, to move on after a choice (nothing to render). */
const MoveOn = () => {
  useMoveOn()
  return null
}

/** The label or carton quoter page: steps on the left, the sticky Order Summary on the right. */
export const QuoterPage = ({
  productTypeId,
  orderId,
}: {
  productTypeId: 1 | 2
  orderId: number | null
}) => {
  // The heading paints first; the steps and the summary render right after, in the background
  // (unless the page came rendered at build time: then its HTML already holds them).
  const bodyReady = useDeferredValue(true, prerendered)
  const { hash } = useLocation()
  const page = useQuotePage(productTypeId, orderId)
  const { addToCart, requestSave } = page
  const onAdd = useCallback(() => void addToCart(), [addToCart])

  useEffect(() => {
    document.title = `${HEAD[productTypeId].title} · Instant Quote · diecut`
  }, [productTypeId])

  return (
    <div className="quoter">
      <div className="container">
        <header className="quoter-head head-row">
          <div>
            <h1>{HEAD[productTypeId].title}</h1>
            <p className="muted">{HEAD[productTypeId].lead}</p>
          </div>
          <ProductTypePicker current={productTypeId} />
        </header>
        {page.saved ? <SavedBanner onDismiss={page.dismissSaved} /> : null}
        <OrderAlert />
        {bodyReady ? (
          <QuoterBody
            hash={hash}
            editMode={page.editMode}
            error={page.error}
            onAdd={onAdd}
            onSave={requestSave}
          />
        ) : null}
      </div>
      <MoveOn />
      <MobilePriceBar />
      <QuotePageModals page={page} />
    </div>
  )
}
