import { cardCheckoutOf, type PlacedOrder } from '@diecut/quote-core'
import { useCardPayment } from '@diecut/quote-react'
import { useState } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { formatMoney } from '../../components/format-money'

/**
 * "Pay $X by card" when the order owes a payment and the store takes cards online: it opens
 * the card provider's page for what the stored order owes. Shows nothing otherwise.
 */
export const PayByCard = ({ order }: { order: PlacedOrder }) => {
  const { offered, start } = useCardPayment(order.number)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const checkout = cardCheckoutOf(order)
  if (!offered || checkout._tag !== 'CardCheckout') return null
  const pay = async () => {
    setBusy(true)
    setError(null)
    try {
      window.location.assign(await start())
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Card payment could not be started.')
      setBusy(false)
    }
  }
  return (
    <section className="card stack-sm" aria-label="Payment">
      <h2>Payment</h2>
      <p>Every proof is approved: payment is due before we print.</p>
      <BusyButton
        className="btn btn-primary"
        busy={busy}
        busyLabel="Opening the payment page…"
        onClick={() => void pay()}
      >
        Pay {formatMoney(checkout.amountCents / 100)} by card
      </BusyButton>
      {error === null ? null : <p role="alert">{error}</p>}
    </section>
  )
}
