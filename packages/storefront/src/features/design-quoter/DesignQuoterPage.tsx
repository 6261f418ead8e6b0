import { DESIGN_TYPE, savedQuoteLabel, selectIsInCart, type Order } from '@diecut/quote-core'
import {
  QuoteStoreProvider,
  useCurrentUser,
  useDesignSteps,
  useQuoteEnv,
  useQuoteStore,
  useQuoteStoreApi,
  type SaveResult,
} from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import { navigate, useLocation } from '../../app/router'
import '../../styles/quoter-index.css'
import '../../styles/design-quoter.css'
import { AddedToCartModal, AuthModal, SaveQuoteModal } from '../quoter/late-sections'
import { SavedBanner } from '../save-quote/SavedBanner'
import { freshQuoteAddress, useAddressSync } from '../quoter/use-address-sync'
import { useLeaveWarning } from '../quoter/use-leave-warning'
import { BrandProductStep } from './BrandProductStep'
import { ColorPreferencesStep } from './ColorPreferencesStep'
import { DesignLanding } from './DesignLanding'
import { designHeading, DesignQuoterStep, EditsNote } from './DesignQuoterStep'
import { DesignStyleStep } from './DesignStyleStep'
import { DesignSummary, STEP_NAMES } from './DesignSummary'

const DesignQuoter = ({ orderId }: { orderId: number | null }) => {
  const store = useQuoteStoreApi()
  const order = useQuoteStore((s) => s.order)
  const loginRequired = useQuoteStore((s) => s.loginRequired)
  const user = useCurrentUser().user
  const { search } = useLocation()
  const editMode = /(^|[?&])edit(=|&|$)/.test(search)
  const flow = useDesignSteps(orderId, { editMode })
  const [added, setAdded] = useState<{ order: Order; edited: boolean } | null>(null)
  const [naming, setNaming] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useAddressSync()
  useLeaveWarning()

  useEffect(() => {
    document.title = 'Instant Design Quote · diecut'
  }, [])
  useEffect(() => {
    if (orderId !== null && store.getState().order.id !== orderId)
      void store.getState().open(orderId)
  }, [store, orderId])
  useEffect(() => {
    if (flow.step === 'landing') return
    window.scrollTo({ top: 0 })
    document.querySelector('.summary')?.scrollTo({ top: 0 })
  }, [flow.step])

  const addToCart = async () => {
    setError(null)
    const edited = editMode || selectIsInCart(store.getState().order)
    const result = await store.getState().addToCart()
    if (result._tag === 'Added') {
      setAdded({ order: result.order, edited })
      navigate(freshQuoteAddress(3), { replace: true })
    } else {
      setError(result.error.message)
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
  }
  const settle = (result: SaveResult) => {
    if (result._tag === 'Saved') {
      setSaved(true)
      navigate(freshQuoteAddress(3), { replace: true })
    }
    if (result._tag === 'Failed')
      setError(`There was a problem saving this quote: ${result.error.message}`)
  }
  const save = async (label?: string) => {
    setNaming(false)
    setError(null)
    settle(await store.getState().saveToAccount(label))
  }
  const next = () => {
    if (flow.next.target === 'add_to_cart') void addToCart()
    else flow.goTo(flow.next.target)
  }

  const step = flow.step
  return (
    <div className="quoter">
      <div className="container">
        {saved ? <SavedBanner onDismiss={() => setSaved(false)} /> : null}
        {step === 'landing' ? (
          <DesignLanding order={order} onStart={() => flow.goTo('quoter')} />
        ) : (
          <div className="quoter-layout">
            <div className="quoter-main stack">
              <button
                type="button"
                className="btn btn-ghost btn-sm back-button"
                onClick={() => flow.goTo('landing')}
              >
                ← Back to Design Quote
              </button>
              <header className="design-head">
                <h1>{designHeading(order)}</h1>
                {step !== 'quoter' ? <p className="muted">Design Direction</p> : null}
              </header>
              {step === 'quoter' &&
              order.graphic_design_order_details?.design_type_id === DESIGN_TYPE.edits ? (
                <EditsNote />
              ) : null}
              {step === 'quoter' ? <DesignQuoterStep order={order} /> : null}
              {step === 'design_style' ? <DesignStyleStep order={order} /> : null}
              {step === 'color_preferences' ? <ColorPreferencesStep order={order} /> : null}
              {step === 'brand_product' ? <BrandProductStep order={order} /> : null}
              <div className="design-step-footer">
                {flow.back !== null && flow.back !== 'landing' ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => flow.back && flow.goTo(flow.back)}
                  >
                    ← {STEP_NAMES[flow.back]}
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!flow.next.enabled}
                  onClick={next}
                >
                  {flow.next.label}
                </button>
              </div>
            </div>
            <DesignSummary
              flow={flow}
              editMode={editMode}
              error={error}
              onNext={next}
              onSave={() => (user !== null && !user.is_guest ? setNaming(true) : void save())}
            />
          </div>
        )}
      </div>
      {naming ? (
        <SaveQuoteModal
          defaultLabel={savedQuoteLabel(store.getState().now())}
          onSave={(l) => void save(l)}
          onClose={() => setNaming(false)}
        />
      ) : null}
      {loginRequired ? (
        <AuthModal
          onSignedIn={async () => settle(await store.getState().resumeSave())}
          onClose={() => store.getState().cancelLogin()}
        />
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

/** /orders/custom-design(/{orderId}) and #get-started: the design quote from landing to cart. */
const DesignQuoterPage = ({ params }: { params: Record<string, string> }) => {
  const id = Number(params.orderId)
  const env = useQuoteEnv()
  return (
    <QuoteStoreProvider productTypeId={3} env={env}>
      <DesignQuoter orderId={Number.isInteger(id) && id > 0 ? id : null} />
    </QuoteStoreProvider>
  )
}

export default DesignQuoterPage
