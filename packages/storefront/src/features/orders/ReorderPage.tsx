import {
  hasPairedDesigns,
  ACCEPTED_ARTWORK_EXTENSIONS,
  ACCEPTED_ARTWORK_NAMES,
  countOfItem,
  isAcceptedArtworkName,
  placedLineNames,
  type DesignsOrder,
  type PlacedOrder,
  type PlacedOrderLine,
  type ReorderLineRequest,
} from '@diecut/quote-core'
import { useArtworkInfo, useReorder, type ReorderReplacement } from '@diecut/quote-react'
import { useState } from 'react'
import { Link, navigate } from '../../app/router'
import { formatLineUnit, formatMoney } from '../../components/format-money'
import { useBusyAction } from '../../components/use-busy-action'
import { isDrawable } from '../quoter/artwork/drawable'
import { OrderNotFound } from './OrderNotFound'
import { OrdersLayout } from './OrdersLayout'

/** A quantity to print again: a design's, or a line's that has no designs. */
const ReorderQuantity = ({
  value,
  disabled = false,
  onChange,
}: {
  value: string
  disabled?: boolean
  onChange: (value: string) => void
}) => (
  <label className="field reorder-qty">
    <span className="field-label">Quantity</span>
    <input
      className="input"
      type="number"
      inputMode="numeric"
      min={1}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  </label>
)

const key = (orderId: number, designId: number) => `${orderId}:${designId}`

type Edits = {
  readonly included: ReadonlySet<number>
  /** Quantities typed, by line (`total`) or by line and design. */
  readonly qty: ReadonlyMap<string, string>
  readonly files: ReadonlyMap<string, File>
}

const wholeNumber = (typed: string | undefined): number | undefined => {
  if (typed === undefined || typed.trim() === '') return undefined
  const n = Number(typed)
  return Number.isInteger(n) ? n : NaN
}

/** One design of a line: its artwork, quantity and a replacement file. */
const DesignRow = ({
  line,
  design,
  art,
  proofed,
  paired,
  edits,
  onQty,
  onFile,
}: {
  line: PlacedOrderLine
  design: DesignsOrder
  art: string | null
  proofed: boolean
  paired: boolean
  edits: Edits
  onQty: (k: string, v: string) => void
  onFile: (k: string, f: File | null) => void
}) => {
  const k = key(line.order_id, design.design_id)
  const file = edits.files.get(k) ?? null
  const refused = file !== null && !isAcceptedArtworkName(file.name)
  return (
    <li className="reorder-design">
      <span className="reorder-thumb">
        {/* A replaced design's old artwork is not what will be printed: no picture of it. */}
        {art === null || file !== null ? null : <img src={art} alt="" loading="lazy" />}
      </span>
      <div className="reorder-design-main">
        <strong className="reorder-design-name">{file?.name ?? design.customer_filename}</strong>
        <span
          className={`badge ${file !== null || !proofed ? 'badge-proof-new' : 'badge-carried'}`}
          data-testid="design-proof"
        >
          {file !== null
            ? `Replaces ${design.customer_filename}: new proof`
            : proofed
              ? 'Same artwork: approved proof carried over'
              : 'Proofed before it is printed'}
        </span>
        {refused ? (
          <p className="field-error" role="alert">
            “{file.name}” is not an accepted file. Accepted files: {ACCEPTED_ARTWORK_NAMES}.
          </p>
        ) : null}
      </div>
      <ReorderQuantity
        value={edits.qty.get(k) ?? String(design.qty)}
        disabled={paired}
        onChange={(v) => onQty(k, v)}
      />
      {paired ? null : (
        <label className="field reorder-file">
          <span className="field-label">Replace artwork</span>
          <input
            className="input"
            type="file"
            accept={ACCEPTED_ARTWORK_EXTENSIONS}
            aria-label={`Replace artwork of ${design.customer_filename}`}
            onChange={(e) => onFile(k, e.target.files?.[0] ?? null)}
          />
        </label>
      )}
    </li>
  )
}

/** One printed line: include it or not, its designs (or its total when it had no artwork). */
const LineCard = ({
  order,
  line,
  designs,
  edits,
  onInclude,
  onQty,
  onFile,
}: {
  order: PlacedOrder
  line: PlacedOrderLine
  designs: readonly DesignsOrder[]
  edits: Edits
  onInclude: (on: boolean) => void
  onQty: (k: string, v: string) => void
  onFile: (k: string, f: File | null) => void
}) => {
  const info = useArtworkInfo(line.order_id, designs)
  const name = placedLineNames(order.lines).get(line.order_id) ?? line.description
  const included = edits.included.has(line.order_id)
  const proofed = line.proof_status === 'approved' && line.proof !== null
  const paired = hasPairedDesigns(designs)
  const lastUnit = formatLineUnit(line.subtotal, line.quantity)
  return (
    <li className="card reorder-line" aria-label={name}>
      <div className="order-line-head">
        <label className="check">
          <input type="checkbox" checked={included} onChange={(e) => onInclude(e.target.checked)} />
          <strong>{line.description}</strong>
        </label>
        <p className="muted small">
          Last time: {countOfItem(line.quantity, line.item_type)}
          {lastUnit === null ? '' : ` · ${lastUnit} each`} · {formatMoney(line.subtotal)}
        </p>
      </div>
      {!included ? null : designs.length === 0 ? (
        <ReorderQuantity
          value={edits.qty.get(key(line.order_id, 0)) ?? String(line.quantity)}
          onChange={(v) => onQty(key(line.order_id, 0), v)}
        />
      ) : (
        <>
          {paired ? (
            <p className="small muted">
              Front and back designs are reordered as they were; change them in your cart.
            </p>
          ) : null}
          <ul className="reorder-design-list" aria-label={`Designs of ${name}`}>
            {designs.map((d) => {
              const a = info.get(d.design_id)
              return (
                <DesignRow
                  key={d.id}
                  line={line}
                  design={d}
                  art={isDrawable(a) ? a.url : null}
                  proofed={proofed}
                  paired={paired}
                  edits={edits}
                  onQty={onQty}
                  onFile={onFile}
                />
              )
            })}
          </ul>
        </>
      )}
    </li>
  )
}

/**
 * /account/orders/{number}/reorder, Edit and Reprint: the order's printed items with their
 * designs; the customer leaves out items, changes quantities and replaces the artwork of some
 * designs, then adds them to the cart at today's prices. What carries over and what is
 * re-priced is the server's (quote-core's) to decide; its refusal is shown as it words it.
 */
const ReorderPage = ({ params }: { params: Record<string, string> }) => {
  const number = params.number ?? ''
  const { order, lines, designs, status, error, reorder } = useReorder(number, true)
  const [edits, setEdits] = useState<Edits | null>(null)
  const {
    busy,
    error: refused,
    run,
  } = useBusyAction('Your reorder could not be added to the cart. Please try again.')
  if (status === 'error' && error?.code === 'not_found')
    return <OrderNotFound number={number} linkRefusal={null} />
  const current: Edits = edits ?? {
    included: new Set(lines.map((l) => l.order_id)),
    qty: new Map(),
    files: new Map(),
  }
  const onQty = (k: string, v: string) =>
    setEdits({ ...current, qty: new Map(current.qty).set(k, v) })
  const onFile = (k: string, f: File | null) => {
    const files = new Map(current.files)
    if (f === null) files.delete(k)
    else files.set(k, f)
    setEdits({ ...current, files })
  }
  const onInclude = (orderId: number, on: boolean) => {
    const included = new Set(current.included)
    if (on) included.add(orderId)
    else included.delete(orderId)
    setEdits({ ...current, included })
  }
  const chosen = lines.filter((l) => current.included.has(l.order_id))
  const badFile = [...current.files.values()].some((f) => !isAcceptedArtworkName(f.name))
  const add = async () => {
    const replacements: ReorderReplacement[] = []
    const request = chosen.map((l): ReorderLineRequest => {
      const lineDesigns = designs.get(l.order_id) ?? []
      if (lineDesigns.length === 0) {
        const total = wholeNumber(current.qty.get(key(l.order_id, 0)))
        return total === undefined
          ? { order_id: l.order_id }
          : { order_id: l.order_id, total_qty: total }
      }
      for (const d of lineDesigns) {
        const file = current.files.get(key(l.order_id, d.design_id))
        if (file !== undefined)
          replacements.push({ orderId: l.order_id, designId: d.design_id, file })
      }
      return {
        order_id: l.order_id,
        designs: lineDesigns.map((d) => {
          const qty = wholeNumber(current.qty.get(key(l.order_id, d.design_id)))
          return qty === undefined ? { design_id: d.design_id } : { design_id: d.design_id, qty }
        }),
      }
    })
    if (await run(() => reorder({ lines: request }, replacements))) navigate('/cart')
  }
  return (
    <OrdersLayout title={`Reorder ${number}`}>
      {order === null || status !== 'ready' ? (
        status === 'error' ? (
          <p role="alert">This order could not be loaded: {error?.message}</p>
        ) : (
          <p role="status">
            <span className="spinner" /> Loading…
          </p>
        )
      ) : lines.length === 0 ? (
        <div className="card stack-sm">
          <p>This order holds design work only: there is nothing to reprint.</p>
        </div>
      ) : (
        <div className="stack">
          <p className="lead reorder-intro">
            The same items again at today’s prices. Keep a design and its approved proof carries
            over; replace its artwork and we make a new proof of that design before printing.
          </p>
          <ul className="order-lines">
            {lines.map((line) => (
              <LineCard
                key={line.order_id}
                order={order}
                line={line}
                designs={designs.get(line.order_id) ?? []}
                edits={current}
                onInclude={(on) => onInclude(line.order_id, on)}
                onQty={onQty}
                onFile={onFile}
              />
            ))}
          </ul>
          {refused === null ? null : (
            <p className="field-error" role="alert">
              {refused}
            </p>
          )}
          <div className="hero-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || chosen.length === 0 || badFile}
              aria-busy={busy}
              onClick={() => void add()}
            >
              {busy ? 'Adding…' : 'Add to Cart'}
            </button>
            <Link to={`/account/orders/${number}`} className="btn btn-ghost">
              Back to Order {number}
            </Link>
          </div>
        </div>
      )}
    </OrdersLayout>
  )
}

export default ReorderPage
