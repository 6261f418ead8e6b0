import {
  balanceDue,
  CARRIERS,
  PAYMENT_METHOD_LABELS,
  RECEIPT_METHODS,
  type Carrier,
  type PlacedOrder,
  type ReceiptMethod,
  type StaffAction,
  type StaffEventRequest,
} from '@diecut/quote-core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { BusyButton } from '../../components/BusyButton'
import { formatMoney } from '../../components/format-money'
import { useBusyAction } from '../../components/use-busy-action'

type Apply = (event: StaffEventRequest) => Promise<unknown>

/** Runs one staff change, keeping the button busy and the server's refusal on screen. */
const useStaffChange = (apply: Apply) => {
  const { busy, error, run } = useBusyAction('The change could not be saved.')
  return { busy, error, run: (event: StaffEventRequest) => run(() => apply(event)) }
}

const ActionForm = ({
  title,
  error,
  onSubmit,
  children,
}: {
  title: string
  error: string | null
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) => (
  <form className="staff-action stack-sm" aria-label={title} onSubmit={onSubmit}>
    <h3>{title}</h3>
    {children}
    {error === null ? null : (
      <p className="field-error" role="alert">
        {error}
      </p>
    )}
  </form>
)

const StartProduction = ({ apply }: { apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  return (
    <ActionForm
      title="Production"
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        void run({ event: 'production_started' })
      }}
    >
      <p className="small muted">Every proof is approved and the order is paid or on terms.</p>
      <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Starting…">
        Start Production
      </BusyButton>
    </ActionForm>
  )
}

const MarkShipped = ({ apply }: { apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  const [carrier, setCarrier] = useState<Carrier>('UPS')
  const [tracking, setTracking] = useState('')
  return (
    <ActionForm
      title="Shipping"
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        void run({ event: 'shipped', carrier, tracking_number: tracking.trim() })
      }}
    >
      <div className="staff-action-fields">
        <label className="field">
          <span className="field-label">Carrier</span>
          <select
            className="select"
            value={carrier}
            onChange={(e) => setCarrier(CARRIERS.find((c) => c === e.target.value) ?? 'UPS')}
          >
            {CARRIERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Tracking number</span>
          <input
            className="input"
            required
            value={tracking}
            autoComplete="off"
            onChange={(e) => setTracking(e.target.value)}
          />
        </label>
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Saving…">
        Mark Shipped
      </BusyButton>
    </ActionForm>
  )
}

const RecordPayment = ({ order, apply }: { order: PlacedOrder; apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  const [amount, setAmount] = useState(balanceDue(order).toFixed(2))
  const [method, setMethod] = useState<ReceiptMethod>(
    order.payment.method === 'card' ? 'card' : 'check',
  )
  const [reference, setReference] = useState('')
  return (
    <ActionForm
      title="Payment received"
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        void run({
          event: 'payment_received',
          amount: Number(amount),
          method,
          reference: reference.trim(),
        }).then((done) => {
          if (done) setReference('')
        })
      }}
    >
      <div className="staff-action-fields">
        <label className="field">
          <span className="field-label">Amount ($)</span>
          <input
            className="input"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">Method</span>
          <select
            className="select"
            value={method}
            onChange={(e) =>
              setMethod(RECEIPT_METHODS.find((m) => m === e.target.value) ?? 'other')
            }
          >
            {RECEIPT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Reference</span>
          <input
            className="input"
            required
            value={reference}
            placeholder="Check no. or transfer ID"
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Saving…">
        Record Payment
      </BusyButton>
    </ActionForm>
  )
}

/**
 * Money given back: the overpayment by default; a card charge's reference refunds it through
 * the card provider, any other method is recorded as returned.
 */
const GiveBack = ({ order, apply }: { order: PlacedOrder; apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  const over = Math.max(0, -(order.payment.balance ?? 0))
  const [amount, setAmount] = useState(over.toFixed(2))
  const lastCharge = order.payment.ledger.findLast((e) => e.kind === 'charge')
  const [method, setMethod] = useState<ReceiptMethod>(lastCharge === undefined ? 'check' : 'card')
  const [reference, setReference] = useState(lastCharge?.reference ?? '')
  return (
    <ActionForm
      title={over > 0 ? `Refund (overpaid by ${formatMoney(over)})` : 'Refund'}
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        void run({ event: 'refund', amount: Number(amount), method, reference: reference.trim() })
      }}
    >
      <div className="staff-action-fields">
        <label className="field">
          <span className="field-label">Refund amount ($)</span>
          <input
            className="input"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">Refund method</span>
          <select
            className="select"
            value={method}
            onChange={(e) =>
              setMethod(RECEIPT_METHODS.find((m) => m === e.target.value) ?? 'other')
            }
          >
            {RECEIPT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Refund reference</span>
          <input
            className="input"
            required
            value={reference}
            placeholder="Card payment (pi_…) or check no."
            onChange={(e) => setReference(e.target.value)}
          />
        </label>
      </div>
      <BusyButton type="submit" className="btn btn-primary" busy={busy} busyLabel="Saving…">
        Record Refund
      </BusyButton>
    </ActionForm>
  )
}

const CancelOrder = ({ order, apply }: { order: PlacedOrder; apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  const [reason, setReason] = useState('')
  const refund = order.payment.amount_paid > 0
  return (
    <ActionForm
      title="Cancel the order"
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        const sure = window.confirm(
          refund
            ? `Cancel order ${order.number}? What was paid is refunded.`
            : `Cancel order ${order.number}?`,
        )
        if (sure) void run({ event: 'cancelled', reason: reason.trim() })
      }}
    >
      <label className="field">
        <span className="field-label">Reason (the customer sees it)</span>
        <input
          className="input"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <BusyButton type="submit" className="btn btn-danger" busy={busy} busyLabel="Cancelling…">
        Cancel Order
      </BusyButton>
    </ActionForm>
  )
}

const AddNote = ({ apply }: { apply: Apply }) => {
  const { busy, error, run } = useStaffChange(apply)
  const [note, setNote] = useState('')
  return (
    <ActionForm
      title="Internal note"
      error={error}
      onSubmit={(e) => {
        e.preventDefault()
        void run({ event: 'note', note: note.trim() }).then((done) => {
          if (done) setNote('')
        })
      }}
    >
      <label className="field">
        <span className="field-label">Note (staff only)</span>
        <textarea
          className="input"
          rows={2}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <BusyButton type="submit" className="btn btn-secondary" busy={busy} busyLabel="Saving…">
        Add Note
      </BusyButton>
    </ActionForm>
  )
}

/** The changes staff may make to the order now, and only those (the core says which). */
export const StaffActions = ({
  order,
  allowed,
  apply,
}: {
  order: PlacedOrder
  allowed: readonly StaffAction[]
  apply: Apply
}) => (
  <section className="card stack" aria-label="Actions">
    <h2>Actions</h2>
    <div className="staff-actions">
      {allowed.includes('production_started') ? <StartProduction apply={apply} /> : null}
      {allowed.includes('shipped') ? <MarkShipped apply={apply} /> : null}
      {allowed.includes('payment_received') ? (
        <RecordPayment key={order.payment.amount_paid} order={order} apply={apply} />
      ) : null}
      {allowed.includes('refund') ? (
        <GiveBack key={order.payment.amount_paid} order={order} apply={apply} />
      ) : null}
      {allowed.includes('note') ? <AddNote apply={apply} /> : null}
      {allowed.includes('cancelled') ? <CancelOrder order={order} apply={apply} /> : null}
    </div>
  </section>
)
