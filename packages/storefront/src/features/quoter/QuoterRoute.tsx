import { QuoteStoreProvider, useQuoteEnv } from '@diecut/quote-react'
import '../../styles/quoter-index.css'
import { useLocation } from '../../app/router'
import { QuoterPage } from './QuoterPage'

/** /orders/custom-labels(/{orderId}) and /orders/custom-cartons(/{orderId}): one quote store each. */
const QuoterRoute = ({ params }: { params: Record<string, string> }) => {
  const { pathname } = useLocation()
  const productTypeId = pathname.startsWith('/orders/custom-cartons') ? 2 : 1
  const id = Number(params.orderId)
  const orderId = Number.isInteger(id) && id > 0 ? id : null
  const env = useQuoteEnv()
  return (
    <QuoteStoreProvider key={productTypeId} productTypeId={productTypeId} env={env}>
      <QuoterPage productTypeId={productTypeId} orderId={orderId} />
    </QuoteStoreProvider>
  )
}

export default QuoterRoute
