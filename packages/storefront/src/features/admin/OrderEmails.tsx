import { resendRefusal, type EmailStatus, type OrderEmailSummary } from '@diecut/quote-core'
import { useAdminOrderEmails } from '@diecut/quote-react'
import { BusyButton } from '../../components/BusyButton'
import { useBusyAction } from '../../components/use-busy-action'
import { formatInstant } from '../checkout/format-day'

const STATUS_WORDS: Readonly<Record<EmailStatus, string>> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
}

const EmailRow = ({
  email,
  resend,
}: {
  email: OrderEmailSummary
  resend: (id: number) => Promise<void>
}) => {
  const { busy, error, run } = useBusyAction('The email could not be queued again.')
  const again = () => run(() => resend(email.id))
  return (
    <tr>
      <td>{email.subject}</td>
      <td>{email.to}</td>
      <td>
        {STATUS_WORDS[email.status]}
        {email.sent_at === null ? null : (
          <span className="block muted small">{formatInstant(email.sent_at)}</span>
        )}
        {error === null ? null : (
          <span className="block field-error" role="alert">
            {error}
          </span>
        )}
      </td>
      <td>
        {resendRefusal(email.kind) === null ? (
          <BusyButton
            className="btn btn-ghost btn-sm"
            busy={busy}
            busyLabel="Queuing…"
            aria-label={`Resend "${email.subject}" to ${email.to}`}
            onClick={() => void again()}
          >
            Resend
          </BusyButton>
        ) : null}
      </td>
    </tr>
  )
}

/** Staff: the emails of an order (what went to whom, and whether it went), each resendable. */
export const OrderEmails = ({ number }: { number: string }) => {
  const { emails, status, error, resend } = useAdminOrderEmails(number)
  return (
    <section className="card stack-sm" aria-label="Emails">
      <h2>Emails</h2>
      {status === 'error' ? (
        <p role="alert">The emails could not be loaded: {error?.message}</p>
      ) : null}
      {status === 'ready' && emails.length === 0 ? (
        <p className="muted">No emails for this order yet.</p>
      ) : null}
      {emails.length === 0 ? null : (
        <div className="table-scroll">
          <table className="email-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Resend</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {emails.map((e) => (
                <EmailRow key={e.id} email={e} resend={resend} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
