import { formatCount, parseJobNumber, type PressPlanGroup } from '@diecut/quote-core'
import { usePressPlan } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import '../../styles/account.css'
import '../../styles/checkout.css'
import '../../styles/production.css'
import { Link, navigate } from '../../app/router'
import { formatDay } from '../checkout/format-day'
import { StaffGate } from '../admin/StaffGate'

/** A scan field: a hand scanner types a ticket's barcode and Enter; the job's order opens. */
const ScanField = () => {
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <form
      className="scan-field"
      role="search"
      aria-label="Open a job by its ticket"
      onSubmit={(e) => {
        e.preventDefault()
        const job = parseJobNumber(typed)
        if (job === null) {
          setError(`“${typed.trim()}” is not a job number: scan the barcode of a job ticket.`)
          return
        }
        setError(null)
        navigate(`/admin/orders/${job.number}#item-${job.orderId}`)
      }}
    >
      <label className="field">
        <span className="field-label">Scan a job ticket</span>
        <input
          className="input"
          value={typed}
          placeholder="DC-10042-7"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary btn-sm">
        Open Job
      </button>
      {error === null ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

const minutes = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} min`

/** One press load: its jobs, soonest ship-by first, with footage or sheets and minutes. */
const Group = ({ group, ticketsUrl }: { group: PressPlanGroup; ticketsUrl: string }) => {
  const labels = group.product === 'labels'
  return (
    <section
      className="card stack-sm press-group"
      aria-label={`${group.substrate}, ${group.laminate}`}
    >
      <div className="order-head">
        <div>
          <h2>
            {group.substrate} <span className="muted">· {group.laminate}</span>
          </h2>
          <p className="small muted">
            {labels ? 'Roll labels' : 'Folding cartons'} · {group.lines.length} job
            {group.lines.length === 1 ? '' : 's'}
            {group.late > 0 ? ` · ${group.late} late` : ''}
          </p>
        </div>
        <div className="press-totals" data-testid="group-totals">
          <strong>
            {labels
              ? `${formatCount(group.linear_feet ?? 0)} ft`
              : `${formatCount(group.sheets ?? 0)} sheets`}
          </strong>
          <span>{minutes(group.press_minutes)} on press</span>
        </div>
        <a className="btn btn-secondary btn-sm" href={ticketsUrl} download>
          Print Tickets
        </a>
      </div>
      <div className="table-scroll">
        <table className="press-table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col" className="col-item">
                Item
              </th>
              <th scope="col">Ship by</th>
              <th scope="col" className="num">
                {labels ? 'Labels' : 'Cartons'}
              </th>
              <th scope="col" className="num">
                {labels ? 'Feet' : 'Sheets'}
              </th>
              <th scope="col" className="num">
                Press
              </th>
            </tr>
          </thead>
          <tbody>
            {group.lines.map((l) => (
              <tr key={l.job} data-late={l.late ? 'true' : undefined}>
                <td>
                  <Link to={`/admin/orders/${l.number}#item-${l.order_id}`}>{l.job}</Link>
                  {l.status === 'in_production' ? (
                    <span className="small muted"> · in production</span>
                  ) : null}
                </td>
                <td className="small col-item">{l.description}</td>
                <td>
                  {formatDay(l.ship_by)}
                  {l.late ? (
                    <span className="status-pill" data-tone="stopped">
                      Late
                    </span>
                  ) : null}
                </td>
                <td className="num">{formatCount(l.labels ?? l.cartons ?? 0)}</td>
                <td className="num">{formatCount(l.linear_feet ?? l.sheets ?? 0)}</td>
                <td className="num">{minutes(l.press_minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

const Production = () => {
  const { groups, status, error, refresh, groupTicketsUrl } = usePressPlan()
  useEffect(() => {
    void refresh()
  }, [refresh])
  return (
    <div className="container account stack">
      <p className="small">
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <div className="order-head">
        <div>
          <h1>Press plan</h1>
          <p className="muted small">
            What may be made now (approved, and paid or on terms), grouped by what the press is
            loaded with; soonest ship-by first.
          </p>
        </div>
        <ScanField />
      </div>
      {status === 'error' ? (
        <p role="alert">The press plan could not be loaded: {error?.message}</p>
      ) : null}
      {status === 'ready' && groups.length === 0 ? (
        <p className="card">Nothing is ready for the press: no approved, paid order waits.</p>
      ) : null}
      {groups.map((g) => (
        <Group key={g.key} group={g} ticketsUrl={groupTicketsUrl(g.key)} />
      ))}
    </div>
  )
}

/** /admin/production: the press plan for staff; anyone else the staff login or a not-found page. */
const ProductionPage = () => {
  useEffect(() => {
    document.title = 'Press plan (staff) · diecut'
  }, [])
  return (
    <StaffGate>
      <Production />
    </StaffGate>
  )
}

export default ProductionPage
