import {
  canUploadProof,
  PROOF_FILE_ACCEPT,
  PROOF_STATUS_LABELS,
  type PlacedOrder,
  type PlacedOrderLine,
} from '@diecut/quote-core'
import { useState, type ReactNode } from 'react'
import { useBusyAction } from '../../components/use-busy-action'
import { LineReorderNotes } from '../orders/LineReorderNotes'

type UploadFn = (orderId: number, file: File) => Promise<unknown>

/**
 * A placed order's line as staff work on it: its proof and the customer's answer, and while
 * the order is in prepress an upload of the line's (next) proof.
 */
export const StaffLineRow = ({
  order,
  line,
  upload,
  proofHref,
  children,
  wide,
}: {
  order: PlacedOrder
  line: PlacedOrderLine
  upload: UploadFn
  proofHref: string
  /** More about the line (e.g. the customer's artwork). */
  children?: ReactNode
  /** What takes the row's whole width under it (the line's production facts). */
  wide?: ReactNode
}) => {
  const [file, setFile] = useState<File | null>(null)
  // A new key empties the file input once its proof is sent.
  const [sent, setSent] = useState(0)
  const { busy, error, run } = useBusyAction('The proof could not be uploaded.')
  const send = async () => {
    if (file === null) return
    if (await run(() => upload(line.order_id, file))) {
      setFile(null)
      setSent((n) => n + 1)
    }
  }
  return (
    <li className="admin-line" id={`item-${line.order_id}`}>
      <div>
        <strong>
          Item {line.order_id}: {line.description}
        </strong>
        <p className="small">
          Proof: <strong>{PROOF_STATUS_LABELS[line.proof_status]}</strong>
          {line.proof === null ? null : (
            <>
              {' · '}
              <a href={proofHref} target="_blank" rel="noreferrer">
                {line.proof.filename}
              </a>
            </>
          )}
        </p>
        {line.customer_comment === null ? null : (
          <p className="small">
            Customer: <em>{line.customer_comment}</em>
          </p>
        )}
        {line.reorder === undefined ? null : <LineReorderNotes reorder={line.reorder} />}
        {children}
        {error === null ? null : (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {canUploadProof(order, line) ? (
        <div className="admin-filter">
          <label className="field">
            <span className="field-label">Proof for item {line.order_id}</span>
            <input
              key={sent}
              className="input"
              type="file"
              accept={PROOF_FILE_ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </label>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={file === null || busy}
            onClick={() => void send()}
          >
            Upload Proof
          </button>
        </div>
      ) : null}
      {wide === undefined ? null : <div className="admin-line-wide">{wide}</div>}
    </li>
  )
}
