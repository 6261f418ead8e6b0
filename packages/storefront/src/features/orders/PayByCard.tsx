import { cardCheckoutOf, STORE_CONTACT, type PlacedOrder } from '@diecut/quote-core'
import { useCardPayment } from '@diecut/quote-react'
import { useState } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { formatMoney } from '../../components/format-money'

/**
 * The payment due on an order: "Pay $X by card" when the store takes cards online (it opens the
 * card provider's page for what the stored order owes), otherwise how to reach the store to
 * pay. Shows nothing when nothing is owed.
 */
export const PayByCard = ({ order }: { order: PlacedOrder }) => {
  const { offered, start } = useCardPayment(order.number)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const checkout = cardCheckoutOf(order)
  if (checkout._tag !== 'CardCheckout') return null
  if (!offered)
    return (
      <section className="card stack-sm" aria-label="Payment" id="payment">
        <h2>Payment</h2>
        <p>
          Every proof is approved: {formatMoney(checkout.amountCents / 100)} is due before we print.
          Call us at {STORE_CONTACT.phone} ({STORE_CONTACT.hours}) to pay.
        </p>
      </section>
    )
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
    <section className="card stack-sm" aria-label="Payment" id="payment">
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
