import { formatMoney } from '../../components/format-money'

/** The big price of a summary (Subtotal, Design fee, Total) under its small caption. */
export const SummaryTotal = ({
  label,
  total,
  testId = 'subtotal',
}: {
  label: string
  total: number | null
  testId?: string
}) => (
  <div>
    <span className="summary-label">{label}</span>
    <strong className="summary-total price" data-testid={testId}>
      {formatMoney(total)}
    </strong>
  </div>
)
