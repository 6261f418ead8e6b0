import {
  canAnswerProof,
  canSendArtwork,
  countOfItem,
  placedLineNames,
  PROOF_STATUS_LABELS,
  type PlacedOrder,
  type PlacedOrderLine,
  type ProofDecision,
} from '@diecut/quote-core'
import { useState } from 'react'
import { formatLineUnit, formatMoney } from '../../components/format-money'
import { useBusyAction } from '../../components/use-busy-action'
import { LineArtworkUpload } from './LineArtworkUpload'
import { LineReorderNotes } from './LineReorderNotes'
import { ProofView } from './ProofView'
import { SpecRows } from '../production/SpecRows'
import '../../styles/production.css'

type Props = {
  readonly order: PlacedOrder
  readonly line: PlacedOrderLine
  readonly proofUrl: string
  readonly onAnswer: (answer: ProofDecision) => Promise<unknown>
  readonly onUploadArtwork: (orderId: number, files: readonly File[]) => Promise<unknown>
}

/**
 * One item of a placed order: what it is, the upload of its artwork while it awaits it, its
 * proof when ready, and the customer's answer.
 */
export const PlacedLineCard = ({ order, line, proofUrl, onAnswer, onUploadArtwork }: Props) => {
  const [comment, setComment] = useState('')
  // Approving sends the item to print, so it is asked once more; changes need a comment.
  const [step, setStep] = useState<'choose' | 'confirm' | 'changes'>('choose')
  const { busy, error, run } = useBusyAction('Your answer could not be sent. Please try again.')
  // Named by product and size, as the customer chose it (quote-core's placedLineNames).
  const name = placedLineNames(order.lines).get(line.order_id) ?? line.description
  const send = async (decision: 'approve' | 'changes') => {
    const answer = {
      order_id: line.order_id,
      decision,
      comment: decision === 'changes' ? comment : null,
    }
    if (await run(() => onAnswer(answer))) {
      setStep('choose')
      setComment('')
    }
  }
  const back = { label: 'Not Yet', tone: 'btn-ghost', run: () => setStep('choose') }
  const actions = {
    choose: [
      { label: 'Approve Proof', tone: 'btn-primary', run: () => setStep('confirm') },
      { label: 'Request Changes', tone: 'btn-secondary', run: () => setStep('changes') },
    ],
    confirm: [
      { label: 'Yes, Approve for Print', tone: 'btn-primary', run: () => void send('approve') },
      back,
    ],
    changes: [
      { label: 'Send Changes', tone: 'btn-primary', run: () => void send('changes') },
      { ...back, label: 'Cancel' },
    ],
  }[step]
  const unit = formatLineUnit(line.subtotal, line.quantity)
  return (
    <li className="card order-line" aria-label={name} id={`item-${line.order_id}`}>
      <div className="order-line-head">
        <div>
          <strong>{line.description}</strong>
          <p className="muted small">
            {countOfItem(line.quantity, line.item_type)}
            {unit === null ? '' : ` · ${unit} each`}
          </p>
          <p className="small">
            Proof:{' '}
            <strong data-testid="proof-status">{PROOF_STATUS_LABELS[line.proof_status]}</strong>
          </p>
        </div>
        <strong className="price">{formatMoney(line.subtotal)}</strong>
      </div>
      {line.chosen === undefined || line.chosen.length === 0 ? null : (
        <details className="line-spec" open>
          <summary>What you chose</summary>
          <SpecRows rows={line.chosen} titled={false} />
        </details>
      )}
      {line.reorder === undefined ? null : <LineReorderNotes reorder={line.reorder} />}
      {canSendArtwork(order, line) ? (
        <LineArtworkUpload orderId={line.order_id} name={name} onUpload={onUploadArtwork} />
      ) : null}
      {line.proof === null ? null : (
        <ProofView proof={line.proof} url={proofUrl} label={`Proof of ${line.description}`} />
      )}
      {line.customer_comment === null ? null : (
        <p className="small">
          Your comment: <em>{line.customer_comment}</em>
        </p>
      )}
      {canAnswerProof(order, line) ? (
        <div className="proof-actions">
          {step === 'confirm' ? (
            <p className="proof-confirm" role="status">
              Approve this proof? We print exactly what it shows, and the item can no longer be
              changed.
            </p>
          ) : null}
          {step === 'changes' ? (
            <label className="field">
              <span className="field-label">What should we change?</span>
              <textarea
                className="textarea"
                rows={3}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            </label>
          ) : null}
          {error === null ? null : (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="hero-actions">
            {actions.map((a) => (
              <button
                key={a.label}
                type="button"
                className={`btn ${a.tone}`}
                disabled={busy}
                onClick={a.run}
              >
                {a.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  )
}
