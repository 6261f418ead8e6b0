import { initialDesignStep } from '@diecut/quote-core'
import { QuoteStoreProvider, useQuoteStore, useQuoteStoreApi } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import '../../styles/quoter-index.css'
import { DesignLanding } from './DesignLanding'
import { DesignQuoterStep } from './DesignQuoterStep'

const DesignSteps = ({ orderId }: { orderId: number | null }) => {
  const store = useQuoteStoreApi()
  const order = useQuoteStore((s) => s.order)
  const [step, setStep] = useState<'landing' | 'quoter'>(() =>
    initialDesignStep(order) === 'landing' ? 'landing' : 'quoter',
  )
  useEffect(() => {
    document.title = 'Instant Design Quote · diecut'
    if (orderId !== null) void store.getState().open(orderId)
  }, [store, orderId])
  return (
    <div className="quoter">
      <div className="container">
        {step === 'landing' ? (
          <DesignLanding order={order} onStart={() => setStep('quoter')} />
        ) : (
          <DesignQuoterStep order={order} onBack={() => setStep('landing')} />
        )}
      </div>
    </div>
  )
}

/** /orders/custom-design (+ #get-started): the design quote's landing and its step shell. */
const DesignQuoterPage = ({ params }: { params: Record<string, string> }) => {
  const id = Number(params.orderId)
  return (
    <QuoteStoreProvider productTypeId={3}>
      <DesignSteps orderId={Number.isInteger(id) && id > 0 ? id : null} />
    </QuoteStoreProvider>
  )
}

export default DesignQuoterPage
