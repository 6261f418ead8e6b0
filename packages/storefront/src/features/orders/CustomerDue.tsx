import { customerDueItems, type PlacedOrder } from '@diecut/quote-core'

/**
 * What the customer must do now (artwork, a proof answer, a payment), each with a link to the
 * place on the page where it is done. Shows nothing when nothing is due.
 */
export const CustomerDue = ({ order }: { order: PlacedOrder }) => {
  const items = customerDueItems(order)
  if (items.length === 0) return null
  return (
    <section className="card stack-sm due-card" aria-label="What we need from you">
      <h2>What we need from you</h2>
      <ul className="due-list">
        {items.map((item) => (
          <li key={`${item.action}:${item.order_id ?? 'order'}`}>
            <span>{item.text}</span>
            <a
              className="btn btn-primary btn-sm"
              href={item.order_id === null ? '#payment' : `#item-${item.order_id}`}
            >
              {item.action === 'artwork'
                ? 'Upload Artwork'
                : item.action === 'proof_decision'
                  ? 'Review Proof'
                  : 'Pay Now'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
