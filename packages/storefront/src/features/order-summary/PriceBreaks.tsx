import {
  PRICE_BREAK_COMPARISON_TITLE,
  priceBreakComparison,
  quantitiesChanged,
  unitNounOf,
  type Order,
  type PriceBreak,
} from '@diecut/quote-core'
import { useDispatch, usePriceBreakOffer } from '@diecut/quote-react'
import { useCallback } from 'react'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'

/**
 * What the quote costs at the usual quantities, priced for the order shown: before a quantity
 * is entered too, and a chosen row sets the quantity where quote-core allows it.
 */
export const PriceBreaks = ({ order, title }: { order: Order; title?: string }) => {
  const offer = usePriceBreakOffer(order)
  const dispatch = useDispatch()
  const choose = useCallback(
    (quantity: number) => void dispatch(quantitiesChanged({ total_qty: quantity })),
    [dispatch],
  )
  return (
    <PriceBreakTable
      rows={offer.rows}
      compared={offer.compared}
      onChoose={offer.choosable ? choose : undefined}
      unit={unitNounOf(order.product_type_id)}
      note={offer.note}
      title={title}
    />
  )
}

/**
 * Price-break rows as a table: quantity -> per unit, total and (once the quote has a quantity)
 * the unit price against the quote's own. With `onChoose` each quantity is a button. On a phone
 * the comparison folds under the unit price, so the table never scrolls sideways.
 */
export const PriceBreakTable = ({
  rows,
  compared = true,
  onChoose,
  unit = 'unit',
  note = null,
  title = 'Price breaks',
}: {
  rows: readonly PriceBreak[]
  compared?: boolean
  onChoose?: (quantity: number) => void
  unit?: string
  note?: string | null
  title?: string
}) => {
  if (rows.length === 0) return null
  return (
    <details className="price-breaks" open>
      <summary>{title}</summary>
      {onChoose ? <p className="small muted">Choose a quantity to set it.</p> : null}
      {note ? <p className="small muted">{note}</p> : null}
      <div className="price-breaks-scroll">
        <table className="table">
          <caption className="visually-hidden">Price per {unit} at other quantities</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col" className="num">
                Per {unit}
              </th>
              <th scope="col" className="num">
                Total
              </th>
              {compared ? (
                <th scope="col" className="num break-compare">
                  {PRICE_BREAK_COMPARISON_TITLE}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.quantity}
                className={`${r.is_current ? 'is-current' : ''}${onChoose ? ' is-choosable' : ''}`}
                aria-current={r.is_current ? 'true' : undefined}
                onClick={onChoose ? () => onChoose(r.quantity) : undefined}
              >
                <td>
                  {onChoose ? (
                    <button
                      type="button"
                      className="break-choose"
                      aria-label={`Order ${formatCount(r.quantity)} ${unit}s for ${formatMoney(r.total)}`}
                      onClick={(e) => {
                        e.stopPropagation()
                        onChoose(r.quantity)
                      }}
                    >
                      {formatCount(r.quantity)}
                    </button>
                  ) : (
                    formatCount(r.quantity)
                  )}
                </td>
                <td className="num">
                  {formatUnitPrice(r.per_unit)}
                  {compared && !r.is_current ? (
                    <span className="break-compare-inline">{priceBreakComparison(r)}</span>
                  ) : null}
                </td>
                <td className="num">{formatMoney(r.total)}</td>
                {compared ? <td className="num break-compare">{priceBreakComparison(r)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
