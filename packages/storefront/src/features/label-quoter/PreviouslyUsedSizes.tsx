import { dieLabel, previousCustomSizeSelected, PRODUCT_TYPE, type Order } from '@diecut/quote-core'
import { useDispatch, useMyCustomSizes } from '@diecut/quote-react'
import { Notice } from '../../components/Notice'
import { ShapeIcon } from '../quoter/art/ShapeIcon'

/** Previously Used Custom Shapes: the customer's earlier custom sizes of this product. */
export const PreviouslyUsedSizes = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const customSizes = useMyCustomSizes()
  if (customSizes.error !== null) return <Notice tone="error">{customSizes.error}</Notice>
  if (
    customSizes.sizes.length === 0 &&
    (customSizes.status === 'loading' || customSizes.status === 'idle')
  )
    return (
      <p className="muted" role="status">
        <span className="spinner" /> Loading your custom shapes…
      </p>
    )
  const product =
    order.product_type_id === PRODUCT_TYPE.carton ? PRODUCT_TYPE.carton : PRODUCT_TYPE.label
  const sizes = customSizes.sizes.filter((s) => s.product_type_id === product)
  if (sizes.length === 0)
    return (
      <p className="muted">
        No custom shapes yet. Sizes you order with a custom die appear here for reorders.
      </p>
    )
  return (
    <div>
      <p className="step-lead">Previously Used Custom Shapes</p>
      <ul className="size-chips" aria-label="Previously used custom shapes">
        {sizes.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={`size-chip${order.size_id === s.id ? ' is-checked' : ''}`}
              aria-pressed={order.size_id === s.id}
              onClick={() => dispatch(previousCustomSizeSelected({ dieId: s.id }))}
            >
              <ShapeIcon shapeId={s.shape_id} squareCorners={s.is_square_corners} />
              {dieLabel(s)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
