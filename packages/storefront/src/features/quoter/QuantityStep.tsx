import { quantitiesChanged, unitNounOf, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { PriceBreaks } from '../order-summary/PriceBreaks'
import { QuantityInput } from './artwork/QuantityInput'
import { RevealedStep } from './RevealedStep'

/**
 * Quantity of the label and carton quoters: opens with the size, and shows what the quote costs
 * at the usual quantities; a row (or the field) sets the order's total. Once artwork is
 * uploaded, each design's quantity is set on its line under Upload Artwork.
 */
export const QuantityStep = ({
  order,
  number,
  lockedHint,
}: {
  order: Order
  number: number
  lockedHint: string
}) => {
  const dispatch = useDispatch()
  const unit = unitNounOf(order.product_type_id)
  return (
    <RevealedStep
      step="quantity"
      number={number}
      id="step-quantity"
      title="Choose a Quantity"
      lockedHint={lockedHint}
    >
      <div className="quantity-step">
        {order.designs_orders.length === 0 ? (
          <div className="qty-row">
            <QuantityInput
              label={`Total ${unit}s`}
              value={order.total_qty}
              onChange={(total_qty) => dispatch(quantitiesChanged({ total_qty }))}
            />
          </div>
        ) : null}
        <PriceBreaks order={order} title={`Price per ${unit} by quantity`} />
      </div>
    </RevealedStep>
  )
}
