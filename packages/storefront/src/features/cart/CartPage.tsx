import { useCart } from '@diecut/quote-react'
import { useEffect } from 'react'
import '../../styles/account.css'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { CartLine } from './CartLine'

/** /cart: the orders in the cart with their prices, edit links and the subtotal. */
const CartPage = () => {
  const { cart, status, reload } = useCart()
  useEffect(() => {
    document.title = 'Cart · diecut'
    void reload()
  }, [reload])
  const orders = cart?.orders ?? []
  return (
    <div className="container account">
      <h1>Your Cart</h1>
      {cart === null && status !== 'error' ? (
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      ) : orders.length === 0 ? (
        <div className="card empty-cart">
          <p>Your cart is empty.</p>
          <div className="hero-actions">
            <Link to="/orders/custom-labels" className="btn btn-primary">
              Quote Custom Labels
            </Link>
            <Link to="/orders/custom-cartons" className="btn btn-secondary">
              Quote Cartons
            </Link>
          </div>
        </div>
      ) : (
        <div className="cart-grid">
          <ul className="cart-lines" aria-label="Orders in your cart">
            {orders.map((o) => (
              <CartLine key={o.id} order={o} />
            ))}
          </ul>
          <aside className="card cart-total" aria-label="Cart total">
            <div className="cart-total-row">
              <span>
                Subtotal ({cart?.order_count} {cart?.order_count === 1 ? 'order' : 'orders'})
              </span>
              <strong className="price">{formatMoney(cart?.subtotal)}</strong>
            </div>
            <p className="muted small">Shipping and tax are calculated at checkout.</p>
            <Link to="/carts" className="btn btn-primary btn-block btn-lg">
              Checkout
            </Link>
            <Link to="/orders/custom-labels" className="btn btn-ghost btn-block">
              Continue Shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  )
}

export default CartPage
