import {
  SHIPPING_MESSAGES,
  formatShortDay,
  type Order,
  type ShippingRate,
} from '@diecut/quote-core'
import { useShippingEstimate } from '@diecut/quote-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { TextField } from '../../components/TextField'
import { useDisclosure } from '../../components/use-disclosure'
import { formatMoney } from '../../components/format-money'

const arrival = (r: ShippingRate): string =>
  r.estimatedArrival === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(r.estimatedArrival)
    ? `${r.transitDays} business days`
    : `arrives ${formatShortDay(r.estimatedArrival)}`

/** The shipping estimator: an address, then the rates (or 'Freight Shipment Required'). */
export const ShippingEstimator = ({ order }: { order: Order }) => {
  const shipping = useDisclosure()
  const [form, setForm] = useState({
    city: '',
    state: '',
    zip: '',
    country: 'US',
    is_residential: false,
  })
  const result = useShippingEstimate()
  const set = (k: keyof typeof form) => (value: string) => setForm({ ...form, [k]: value })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void result.estimate(form)
  }
  if (order.id === 0 || order.quoted_total === null) return null
  return (
    <div className="shipping">
      <button className="link-button" {...shipping.toggleProps}>
        Estimate shipping
      </button>
      {shipping.open ? (
        <form
          id={shipping.panelId}
          className="shipping-form"
          onSubmit={submit}
          aria-label="Shipping estimate"
        >
          <div className="shipping-grid">
            <TextField
              label="City"
              value={form.city}
              onChange={set('city')}
              autoComplete="address-level2"
            />
            <TextField
              label="State"
              value={form.state}
              onChange={set('state')}
              autoComplete="address-level1"
              maxLength={2}
            />
            <TextField
              label="ZIP"
              value={form.zip}
              onChange={set('zip')}
              autoComplete="postal-code"
              inputMode="numeric"
            />
            <label className="field">
              <span className="field-label">Country</span>
              <select
                className="select"
                value={form.country}
                onChange={(e) => set('country')(e.target.value)}
              >
                <option value="US">United States</option>
                <option value="CA">Canada</option>
                <option value="GB">United Kingdom</option>
                <option value="AU">Australia</option>
              </select>
            </label>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={form.is_residential}
              onChange={(e) => setForm({ ...form, is_residential: e.target.checked })}
            />{' '}
            Residential address
          </label>
          <button type="submit" className="btn btn-secondary btn-sm">
            Get rates
          </button>
          <div aria-live="polite">
            {result.status === 'loading' ? (
              <p className="small">{SHIPPING_MESSAGES.loading}</p>
            ) : null}
            {result.status === 'error' ? <p className="field-error">{result.message}</p> : null}
            {result.status === 'ready' ? (
              result.freightRequired || result.rates.length === 0 ? (
                <p className="small">
                  <strong>{SHIPPING_MESSAGES.freightRequired}</strong>: we'll quote the freight with
                  your proof.
                </p>
              ) : (
                <ul className="rates">
                  {result.rates.map((r) => (
                    <li key={r.code}>
                      <span>
                        {r.name}
                        <span className="muted small"> · {arrival(r)}</span>
                      </span>
                      <strong className="price">{formatMoney(r.total)}</strong>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  )
}
