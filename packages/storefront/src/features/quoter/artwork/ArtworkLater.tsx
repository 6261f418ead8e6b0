import { PRODUCT_TYPE, quantitiesChanged, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { formatCount } from '../../../components/format-money'
import { QuantityInput } from './QuantityInput'

/** Upload Artwork Later: the number of designs and the quantity of each, files sent later. */
export const ArtworkLater = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const noun = order.product_type_id === PRODUCT_TYPE.carton ? 'Cartons' : 'Labels'
  if (order.is_blank)
    return (
      <div className="qty-row">
        <QuantityInput
          label="Total Cartons"
          value={order.total_qty}
          onChange={(total_qty) => dispatch(quantitiesChanged({ total_qty }))}
        />
      </div>
    )
  return (
    <div className="stack">
      <p className="muted">
        Get your price now and send the files when they are final: we email a link, and nothing is
        printed before you approve a proof.
      </p>
      <div className="qty-row">
        <QuantityInput
          label="Number of Designs"
          value={order.design_count}
          onChange={(design_count) => dispatch(quantitiesChanged({ design_count }))}
        />
        <span className="size-times" aria-hidden="true">
          ×
        </span>
        <QuantityInput
          label={`${noun} per Design`}
          value={order.design_qty}
          onChange={(design_qty) => dispatch(quantitiesChanged({ design_qty }))}
        />
        <div className="qty-total" aria-live="polite">
          <span className="field-label">Total {noun}</span>
          <strong>{formatCount(order.total_qty)}</strong>
        </div>
      </div>
    </div>
  )
}
