import { PRODUCT_TYPE, type Order } from '@diecut/quote-core'
import { useNeedBy } from '@diecut/quote-react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { Icon } from '../../components/Icon'
import { formatMoney } from '../../components/format-money'

const ZIP = /^\d{5}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * "Need it by": a date and the delivery ZIP pick the cheapest processing speed and shipping
 * service that arrive on time (the customer can still change both), and show "Arrives by …".
 */
export const NeedByField = ({ order }: { order: Order }) => {
  const id = useId()
  const shown = order.product_type_id !== PRODUCT_TYPE.design && order.quoted_total !== null
  const needBy = useNeedBy(order)
  const [date, setDate] = useState('')
  const [zip, setZip] = useState('')
  if (!shown) return null

  const pickWith = (d: string, z: string) => {
    if (DATE.test(d) && ZIP.test(z.trim())) needBy.pick({ needBy: d, zip: z.trim() })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    pickWith(date, zip)
  }
  const plan = needBy.plan
  return (
    <form className="need-by" onSubmit={submit} aria-label="Need it by">
      <div className="need-by-fields">
        <label className="field">
          <span className="field-label">Need it by</span>
          <input
            className="input input-sm"
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value)
              pickWith(e.target.value, zip)
            }}
          />
        </label>
        <label className="field">
          <span className="field-label">Delivery ZIP</span>
          <input
            className="input input-sm"
            value={zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            onChange={(e) => setZip(e.target.value)}
            onBlur={() => pickWith(date, zip)}
          />
        </label>
      </div>
      <div aria-live="polite" id={id}>
        {plan?._tag === 'Unavailable' ? <p className="field-error">{plan.message}</p> : null}
        {plan?._tag === 'TooLate' ? <p className="need-by-late">{plan.message}</p> : null}
        {needBy.delivery !== null && needBy.arrivesBy !== null ? (
          <div className="need-by-result">
            <p className="arrives-by">
              <Icon name="truck" size={18} />
              <strong>{needBy.arrivesBy}</strong>
            </p>
            <label className="need-by-service">
              <span className="muted small">
                Shipping, with {needBy.delivery.processing_label} processing
              </span>
              <select
                className="select select-sm"
                value={needBy.shippingCode ?? ''}
                onChange={(e) => needBy.chooseShipping(e.target.value)}
              >
                {needBy.services.map((o) => (
                  <option key={o.shipping_code} value={o.shipping_code}>
                    {o.shipping_name} {formatMoney(o.shipping_total)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
      </div>
    </form>
  )
}
