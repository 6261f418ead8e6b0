import { useCart } from '@diecut/quote-react'
import { useEffect, useRef, useState } from 'react'
import '../../styles/account.css'
import { Link } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { CartLine } from './CartLine'
import { EmptyCart } from './EmptyCart'

/** /cart: the orders in the cart with their prices, edit and remove, and the subtotal. */
const CartPage = () => {
  const { cart, status, refresh, remove } = useCart()
  const [removed, setRemoved] = useState<string | null>(null)
  const removedRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    document.title = 'Cart · diecut'
    void refresh()
  }, [refresh])
  // The removed line (and the dialog) are gone: keyboard focus goes to the confirmation.
  useEffect(() => {
    if (removed !== null) removedRef.current?.focus()
  }, [removed])
  const orders = cart?.orders ?? []
  const removeLine = async (orderId: number, what: string) => {
    await remove(orderId)
    setRemoved(`${what} removed from your cart.`)
  }
  return (
    <div className="container account">
      <h1>Your Cart</h1>
      {removed !== null ? (
        <p ref={removedRef} tabIndex={-1} role="status" className="notice notice-ok cart-removed">
          {removed}
        </p>
      ) : null}
      {cart === null && status !== 'error' ? (
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      ) : orders.length === 0 ? (
        <EmptyCart
          className="empty-cart"
          primary={{ to: '/orders/custom-labels', label: 'Quote Custom Labels' }}
          secondary={{ to: '/orders/custom-cartons', label: 'Quote Cartons' }}
        />
      ) : (
        <div className="cart-grid">
          <ul className="cart-lines" aria-label="Orders in your cart">
            {orders.map((o) => (
              <CartLine key={o.id} order={o} onRemove={(what) => removeLine(o.id, what)} />
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
