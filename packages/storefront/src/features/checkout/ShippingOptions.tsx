import type { ShippingRate } from '@diecut/quote-core'
import { formatMoney } from '../../components/format-money'
import { formatDay } from './format-day'

type Props = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly rates: readonly ShippingRate[]
  readonly message: string | null
  readonly freightRequired: boolean
  readonly value: string | null
  readonly onChange: (code: string) => void
  readonly error?: string | undefined
}

/** The cart's shipping options for the address, each with its price and arrival day. */
export const ShippingOptions = ({
  status,
  rates,
  message,
  freightRequired,
  value,
  onChange,
  error,
}: Props) => (
  <fieldset className="card stack-sm checkout-section">
    <legend className="checkout-legend">Shipping method</legend>
    {status === 'idle' ? (
      <p className="muted small">Enter your address to see shipping options and arrival dates.</p>
    ) : status === 'loading' ? (
      <p role="status" className="small">
        <span className="spinner" /> Finding shipping options…
      </p>
    ) : status === 'error' ? (
      <p className="field-error" role="alert">
        {message}
      </p>
    ) : (
      <ul className="shipping-choices" aria-label="Shipping options">
        {rates.map((r) => (
          <li key={r.code}>
            <label className={`shipping-choice${value === r.code ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="shipping"
                value={r.code}
                checked={value === r.code}
                onChange={() => onChange(r.code)}
              />
              <span className="shipping-choice-name">{r.name}</span>
              <span className="muted small">
                {r.estimatedArrival === undefined ? '' : `Arrives ${formatDay(r.estimatedArrival)}`}
              </span>
              <strong className="price">{formatMoney(r.total)}</strong>
            </label>
          </li>
        ))}
      </ul>
    )}
    {freightRequired ? <p className="small">Freight shipment required for this order.</p> : null}
    {error === undefined ? null : (
      <p className="field-error" role="alert">
        {error}
      </p>
    )}
  </fieldset>
)
