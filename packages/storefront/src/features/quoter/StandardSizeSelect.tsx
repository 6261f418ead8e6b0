import {
  dieLabel,
  dieSelected,
  findShape,
  isDieInStock,
  SIZE_TYPE,
  type Order,
} from '@diecut/quote-core'
import { useDispatch, useQuoteStore } from '@diecut/quote-react'
import { useId, useMemo } from 'react'

/** 'Choose a Shape': the stock dies of the chosen shape category (and corners) to pick from. */
export const StandardSizeSelect = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const dies = useQuoteStore((s) => s.env.dies)
  const id = useId()
  const shape = findShape(order.shape_id)
  const options = useMemo(
    () =>
      shape === undefined
        ? []
        : dies
            .filter(
              (d) =>
                d.size_type_id !== SIZE_TYPE.custom &&
                d.product_type_id === shape.productTypeId &&
                findShape(d.shape_id)?.category === shape.category &&
                (shape.category !== 'custom' || d.shape_id === shape.id) &&
                (!shape.hasCorners || d.is_square_corners === order.is_square_corners),
            )
            .sort(
              (a, b) => a.width - b.width || a.length - b.length || (a.depth ?? 0) - (b.depth ?? 0),
            ),
    [dies, shape, order.is_square_corners],
  )
  // The options as elements, made once per list: typing elsewhere in the quote renders this
  // step again, and the same elements let React skip the hundred options.
  const choices = useMemo(
    () =>
      options.map((d) => (
        <option key={d.id} value={d.id}>
          {dieLabel(d)}
          {isDieInStock(d) ? '' : ' (out of stock)'}
        </option>
      )),
    [options],
  )
  if (options.length === 0) return null
  const current = options.some((d) => d.id === order.size_id) ? String(order.size_id) : ''
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Choose a Shape <span className="muted">({options.length} stock sizes, no die fee)</span>
      </label>
      <select
        id={id}
        className="select"
        value={current}
        onChange={(e) =>
          e.target.value !== '' && dispatch(dieSelected({ dieId: Number(e.target.value) }))
        }
      >
        <option value="">Select a stock size…</option>
        {choices}
      </select>
    </div>
  )
}
