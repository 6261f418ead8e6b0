import { formatMoney, formatUnitPrice } from './format-money'

/** Dollars with 2 decimals, or the dash placeholder (docs/product.md section 9). */
export const Money = ({ value, unit }: { value: number | null | undefined; unit?: boolean }) => (
  <span className="price">{unit ? formatUnitPrice(value) : formatMoney(value)}</span>
)
