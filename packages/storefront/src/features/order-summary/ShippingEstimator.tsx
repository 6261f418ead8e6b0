import { shippingMessageShown, type Order, type ShippingRate } from '@diecut/quote-core'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { ApiError } from '../../api/http'
import { api } from '../../api/quote-api'
import { formatMoney } from '../../components/format-money'

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rates: readonly ShippingRate[]; freight: boolean }

const arrival = (r: ShippingRate): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(r.estimatedArrival ?? '')
  if (m === null) return `${r.transitDays} business days`
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return `arrives ${d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })}`
}

// The refusal's reason, not its text, picks what is shown (quote-core's shippingMessageShown).
const messageOf = (e: unknown): string => {
  if (!(e instanceof Error)) return 'Shipping rates are unavailable right now.'
  const body: unknown = e instanceof ApiError ? e.body : null
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? (body.error as object) : null
  const reason = error !== null && 'reason' in error ? String(error.reason) : null
  return shippingMessageShown({ reason, message: e.message })
}

/** The shipping estimator: an address, then the rates (or 'Freight Shipment Required'). */
export const ShippingEstimator = ({ order }: { order: Order }) => {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState({
    city: '',
    state: '',
    zip: '',
    country: 'US',
    is_residential: false,
  })
  const [result, setResult] = useState<Result>({ status: 'idle' })
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setResult({ status: 'loading' })
    try {
      const r = await api.shippingRates(order.id, form)
      setResult({ status: 'ready', rates: r.rates, freight: r.freightRequired })
    } catch (err) {
      setResult({ status: 'error', message: messageOf(err) })
    }
  }
  if (order.id === 0 || order.quoted_total === null) return null
  return (
    <div className="shipping">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Estimate shipping
      </button>
      {open ? (
        <form id={id} className="shipping-form" onSubmit={submit} aria-label="Shipping estimate">
          <div className="shipping-grid">
            <label className="field">
              <span className="field-label">City</span>
              <input
                className="input"
                value={form.city}
                onChange={set('city')}
                autoComplete="address-level2"
              />
            </label>
            <label className="field">
              <span className="field-label">State</span>
              <input
                className="input"
                value={form.state}
                onChange={set('state')}
                autoComplete="address-level1"
                maxLength={2}
              />
            </label>
            <label className="field">
              <span className="field-label">ZIP</span>
              <input
                className="input"
                value={form.zip}
                onChange={set('zip')}
                autoComplete="postal-code"
                inputMode="numeric"
              />
            </label>
            <label className="field">
              <span className="field-label">Country</span>
              <select className="select" value={form.country} onChange={set('country')}>
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
            {result.status === 'loading' ? <p className="small">Loading...</p> : null}
            {result.status === 'error' ? <p className="field-error">{result.message}</p> : null}
            {result.status === 'ready' ? (
              result.freight || result.rates.length === 0 ? (
                <p className="small">
                  <strong>Freight Shipment Required</strong>: we'll quote the freight with your
                  proof.
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
