import { ROLL_TYPE } from '@diecut/quote-core'
import { useCurrentUser } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'
import { AccountLayout } from './AccountLayout'

/** /account/users/account-details: name, company and the production presets for roll options. */
const AccountDetailsPage = () => {
  const { user, updateDetails } = useCurrentUser()
  const [f, setF] = useState({
    name: '',
    company_name: '',
    roll_type_id: '',
    roll_max: '',
    fewest: false,
  })
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  useEffect(() => {
    if (user === null) return
    const c = user.company_entity
    setF({
      name: user.name ?? '',
      company_name: c?.name ?? '',
      roll_type_id: c?.roll_type_id ? String(c.roll_type_id) : '',
      roll_max: c?.roll_max ? String(c.roll_max) : '',
      fewest: c?.is_fewest_possible_rolls ?? false,
    })
  }, [user])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const type = f.roll_type_id === '' ? null : (Number(f.roll_type_id) as 1 | 2)
      await updateDetails({
        name: f.name,
        company_name: f.company_name,
        roll_type_id: type,
        roll_max: type === null || f.roll_max === '' ? null : Number(f.roll_max),
        is_fewest_possible_rolls: f.fewest,
      })
      setNote({ tone: 'ok', text: 'Your details are saved. New quotes use these presets.' })
    } catch (err) {
      setNote({
        tone: 'error',
        text: err instanceof Error ? err.message : 'The details could not be saved.',
      })
    }
  }
  return (
    <AccountLayout title="Account Details">
      <form className="card stack" onSubmit={submit}>
        <div className="form-grid">
          <TextField
            label="Name"
            value={f.name}
            onChange={(name) => setF({ ...f, name })}
            autoComplete="name"
          />
          <TextField
            label="Company"
            value={f.company_name}
            onChange={(company_name) => setF({ ...f, company_name })}
            autoComplete="organization"
          />
        </div>
        <fieldset className="stack-sm">
          <legend className="option-group-title">Production presets</legend>
          <p className="muted small">Applied once to every new label quote's roll options.</p>
          <div className="form-grid">
            <label className="field">
              <span className="field-label">Roll limit type</span>
              <select
                className="select"
                value={f.roll_type_id}
                onChange={(e) => setF({ ...f, roll_type_id: e.target.value })}
              >
                <option value="">No preset</option>
                <option value={ROLL_TYPE.diameter}>Maximum roll diameter (inches)</option>
                <option value={ROLL_TYPE.quantity}>Maximum labels per roll</option>
              </select>
            </label>
            <TextField
              label="Roll maximum"
              inputMode="decimal"
              disabled={f.roll_type_id === ''}
              value={f.roll_max}
              onChange={(roll_max) => setF({ ...f, roll_max })}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={f.fewest}
              onChange={(e) => setF({ ...f, fewest: e.target.checked })}
            />{' '}
            Fewest Possible Rolls
          </label>
        </fieldset>
        {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
        <div>
          <button type="submit" className="btn btn-primary">
            Save Details
          </button>
        </div>
      </form>
    </AccountLayout>
  )
}

export default AccountDetailsPage
