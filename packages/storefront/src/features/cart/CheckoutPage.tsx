import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useCart } from '@diecut/quote-react'
import { useEffect } from 'react'
import '../../styles/account.css'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { CartLine } from './CartLine'

/** /carts: the checkout review. Payment is taken after proof approval. */
const CheckoutPage = () => {
  const { cart } = useCart()
  useEffect(() => {
    document.title = 'Checkout · diecut'
  }, [])
  const orders = cart?.orders ?? []
  return (
    <div className="container account">
      <h1>Checkout</h1>
      {orders.length === 0 ? (
        <div className="card">
          <p>Your cart is empty.</p>
          <Link to="/orders/custom-labels" className="btn btn-primary">
            Start a Quote
          </Link>
        </div>
      ) : (
        <div className="cart-grid">
          <div className="stack">
            <ul className="cart-lines" aria-label="Orders to check out">
              {orders.map((o) => (
                <CartLine key={o.id} order={o} />
              ))}
            </ul>
          </div>
          <aside className="card cart-total" aria-label="Order total">
            <div className="cart-total-row">
              <span>Subtotal</span>
              <strong className="price">{formatMoney(cart?.subtotal)}</strong>
            </div>
            <p className="small">
              Nothing is charged until you approve your proofs. To place this order now, call{' '}
              <a href={`tel:${QUOTE_CONSTANTS.supportPhone.replace(/[^\d]/g, '')}`}>
                {QUOTE_CONSTANTS.supportPhone}
              </a>{' '}
              ({QUOTE_CONSTANTS.supportHours}).
            </p>
            <Link to="/cart" className="btn btn-secondary btn-block">
              Return to Cart
            </Link>
          </aside>
        </div>
      )}
    </div>
  )
}

export default CheckoutPage
