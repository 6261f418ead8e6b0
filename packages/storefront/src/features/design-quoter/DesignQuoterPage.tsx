import { DESIGN_TYPE } from '@diecut/quote-core'
import { QuoteStoreProvider, useDesignSteps, useOrder, useQuoteEnv } from '@diecut/quote-react'
import { useEffect } from 'react'
import '../../styles/quoter-index.css'
import '../../styles/design-quoter.css'
import { QuotePageModals } from '../quoter/QuotePageModals'
import { useQuotePage } from '../quoter/use-quote-page'
import { SavedBanner } from '../save-quote/SavedBanner'
import { BrandProductStep } from './BrandProductStep'
import { ColorPreferencesStep } from './ColorPreferencesStep'
import { DesignLanding } from './DesignLanding'
import { designHeading, DesignQuoterStep, EditsNote } from './DesignQuoterStep'
import { DesignStyleStep } from './DesignStyleStep'
import { DesignSummary, STEP_NAMES } from './DesignSummary'

const DesignQuoter = ({ orderId }: { orderId: number | null }) => {
  const order = useOrder()
  const page = useQuotePage(3, orderId)
  const flow = useDesignSteps(orderId, { editMode: page.editMode })

  useEffect(() => {
    document.title = 'Instant Design Quote · diecut'
  }, [])
  useEffect(() => {
    if (flow.step === 'landing') return
    window.scrollTo({ top: 0 })
    document.querySelector('.summary')?.scrollTo({ top: 0 })
  }, [flow.step])

  const next = () => {
    if (flow.next.target === 'add_to_cart') void page.addToCart()
    else flow.goTo(flow.next.target)
  }

  const step = flow.step
  return (
    <div className="quoter">
      <div className="container">
        {page.saved ? <SavedBanner onDismiss={page.dismissSaved} /> : null}
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
              {step === 'quoter' ? <DesignQuoterStep order={order} flow={flow} /> : null}
              {step === 'design_style' ? <DesignStyleStep order={order} /> : null}
              {step === 'color_preferences' ? <ColorPreferencesStep order={order} /> : null}
              {step === 'brand_product' ? <BrandProductStep order={order} /> : null}
              <div className="design-step-footer row-between">
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
              editMode={page.editMode}
              error={page.error}
              onNext={next}
              onSave={page.requestSave}
            />
          </div>
        )}
      </div>
      <QuotePageModals page={page} />
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
