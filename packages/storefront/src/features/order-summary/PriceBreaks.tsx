import {
  PRICE_BREAK_COMPARISON_TITLE,
  priceBreakComparison,
  type Order,
  type PriceBreak,
} from '@diecut/quote-core'
import { usePriceBreaks } from '@diecut/quote-react'
import { formatCount, formatMoney, formatUnitPrice } from '../../components/format-money'

/** What a larger run costs, priced for the order the summary shows. */
export const PriceBreaks = ({ order }: { order: Order }) => (
  <PriceBreakTable rows={usePriceBreaks(order)} />
)

/** Price-break rows as a table: quantity -> per unit, total and the unit price against this one. */
export const PriceBreakTable = ({ rows }: { rows: readonly PriceBreak[] }) => {
  if (rows.length === 0) return null
  return (
    <details className="price-breaks" open>
      <summary>Price breaks</summary>
      <table className="table">
        <caption className="visually-hidden">Price per unit at other quantities</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col" className="num">
              Per unit
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col" className="num">
              {PRICE_BREAK_COMPARISON_TITLE}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.quantity}
              className={r.is_current ? 'is-current' : undefined}
              aria-current={r.is_current ? 'true' : undefined}
            >
              <td>{formatCount(r.quantity)}</td>
              <td className="num">{formatUnitPrice(r.per_unit)}</td>
              <td className="num">{formatMoney(r.total)}</td>
              <td className="num">{priceBreakComparison(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
