import { taxLabelOf } from '@diecut/quote-core'
import { emptyAddress, useCheckout, type AddressInput } from '@diecut/quote-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import { Link, navigate } from '../../app/router'
import { formatMoney } from '../../components/format-money'
import { Notice } from '../../components/Notice'
import { AddressForm } from '../checkout/AddressForm'
import { ShippingOptions } from '../checkout/ShippingOptions'
import { TextField } from '../../components/TextField'
import { CartLine } from './CartLine'
import { EmptyCart } from './EmptyCart'

/** /carts: the checkout. Nothing is charged now: payment follows proof approval. */
const CheckoutPage = () => {
  const checkout = useCheckout()
  const [address, setAddress] = useState<AddressInput>(emptyAddress)
  const [fields, setFields] = useState({ email: '', po_number: '', notes: '' })
  // The fields the customer has been to: their errors show as they leave them; the rest on
  // Place Order.
  const visited = useRef(new Set<string>())
  const typed = useRef(false)
  useEffect(() => {
    document.title = 'Checkout · diecut'
  }, [])
  // A signed-in customer starts from their name, email and last address (rated at once),
  // unless they have begun typing.
  const { prefill, quoteRates } = checkout
  useEffect(() => {
    if (prefill === null || typed.current) return
    setAddress(prefill.address)
    setFields((f) => ({ ...f, email: prefill.email }))
    void quoteRates(prefill.address)
  }, [prefill, quoteRates])
  const orders = checkout.cart?.orders ?? []
  const editAddress = (next: AddressInput) => {
    typed.current = true
    setAddress(next)
  }
  const commitAddress = (next: AddressInput, field: keyof AddressInput) => {
    typed.current = true
    visited.current.add(field)
    setAddress(next)
    void checkout.checkAddress(next, visited.current).then((checked) => {
      if (checked !== null) void checkout.quoteRates(next)
    })
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    for (const k of Object.keys(address)) visited.current.add(k)
    const placed = await checkout.place(address, fields)
    if (placed !== null) navigate(`/account/orders/${placed.number}/confirmation`)
  }
  if (checkout.cart === null)
    return (
      <div className="container account">
        <h1>Checkout</h1>
        <p role="status">
          <span className="spinner" /> Loading…
        </p>
      </div>
    )
  if (orders.length === 0)
    return (
      <div className="container account">
        <h1>Checkout</h1>
        <EmptyCart
          className="stack-sm"
          primary={{ to: '/orders/custom-labels', label: 'Start a Quote' }}
          secondary={{ to: '/account/orders', label: 'Your Orders' }}
        />
      </div>
    )
  return (
    <div className="container account">
      <h1>Checkout</h1>
      <form className="cart-grid checkout-grid" onSubmit={submit} noValidate>
        <div className="stack">
          <fieldset className="card stack-sm checkout-section">
            <legend className="checkout-legend">Contact</legend>
            <TextField
              label={
                checkout.emailRequired ? 'Email' : 'Email (optional: we use your account email)'
              }
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={(email) => {
                typed.current = true
                setFields({ ...fields, email })
                checkout.clearFieldError('email')
              }}
              error={checkout.fieldErrors.email}
            />
          </fieldset>
          <AddressForm
            value={address}
            onChange={editAddress}
            onCommit={commitAddress}
            errors={checkout.fieldErrors}
          />
          <ShippingOptions
            {...checkout.rates}
            value={checkout.shippingCode}
            onChange={checkout.chooseShipping}
            error={checkout.fieldErrors.shipping_code}
          />
          <fieldset className="card stack-sm checkout-section">
            <legend className="checkout-legend">Order details</legend>
            <TextField
              label="PO number (optional)"
              value={fields.po_number}
              onChange={(po_number) => setFields({ ...fields, po_number })}
              error={checkout.fieldErrors.po_number}
            />
            <label className="field">
              <span className="field-label">Notes for our team (optional)</span>
              <textarea
                className="textarea"
                rows={3}
                value={fields.notes}
                onChange={(e) => setFields({ ...fields, notes: e.target.value })}
              />
            </label>
          </fieldset>
          <section className="stack-sm" aria-label="Items">
            <h2 className="checkout-legend">Items ({orders.length})</h2>
            <ul className="cart-lines" aria-label="Orders to check out">
              {orders.map((o) => (
                <CartLine key={o.id} order={o} />
              ))}
            </ul>
          </section>
        </div>
        <aside className="card cart-total checkout-total" aria-label="Order total">
          <div className="cart-total-row">
            <span>Subtotal</span>
            <strong>{formatMoney(checkout.totals.subtotal)}</strong>
          </div>
          <div className="cart-total-row">
            <span>Shipping{checkout.chosen === null ? '' : ` (${checkout.chosen.name})`}</span>
            <strong>
              {checkout.totals.shipping === null ? '–' : formatMoney(checkout.totals.shipping)}
            </strong>
          </div>
          {checkout.totals.tax.jurisdiction === '' ? null : (
            <div className="cart-total-row" data-testid="sales-tax">
              <span>{taxLabelOf(checkout.totals.tax)}</span>
              <strong>{formatMoney(checkout.totals.tax.amount)}</strong>
            </div>
          )}
          <div className="cart-total-row checkout-grand-total">
            <span>Order total</span>
            <strong className="price" data-testid="order-total">
              {formatMoney(checkout.totals.total)}
            </strong>
          </div>
          {checkout.error === null ? null : <Notice tone="error">{checkout.error.message}</Notice>}
          <button
            type="submit"
            className="btn btn-primary btn-block btn-lg"
            disabled={checkout.placing}
            aria-busy={checkout.placing}
          >
            {checkout.placing ? 'Placing Order…' : 'Place Order'}
          </button>
          <p className="muted small">
            Nothing is charged today. We send a proof of each item; you pay once you approve them.
          </p>
          <Link to="/cart" className="btn btn-ghost btn-block">
            Return to Cart
          </Link>
        </aside>
      </form>
    </div>
  )
}

export default CheckoutPage
