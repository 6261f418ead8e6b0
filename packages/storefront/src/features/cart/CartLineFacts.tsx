import { chosenFactsOf, chosenRows, type Order } from '@diecut/quote-core'
import { useMemo } from 'react'

/**
 * What the customer chose that the plant makes the rolls by: each design with its quantity,
 * then application, unwind, core and labels per roll (quote-core's chosenRows, as the order
 * page and the order-placed email list them), so a wrong roll is caught before checkout.
 */
export const CartLineFacts = ({ order }: { order: Order }) => {
  const rows = useMemo(
    () =>
      chosenRows(chosenFactsOf(order)).filter(
        (r) => r.section === 'Designs' || r.section === 'Rolls',
      ),
    [order],
  )
  if (rows.length === 0) return null
  return (
    <dl className="cart-facts" aria-label="What you chose">
      {rows.map((r) => (
        <div key={r.label}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  )
}
