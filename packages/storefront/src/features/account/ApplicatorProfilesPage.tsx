import {
  ROLL_DIRECTION,
  unwindChart,
  type ApplicatorProfile,
  type ApplicatorProfileInput,
} from '@diecut/quote-core'
import { useApplicatorProfiles } from '@diecut/quote-react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'
import { AccountLayout } from './AccountLayout'

type Draft = {
  name: string
  core: '3' | '1'
  maxOd: string
  maxWidth: string
  unwind: string
  gap: string
}

const EMPTY: Draft = {
  name: '',
  core: '3',
  maxOd: '',
  maxWidth: '',
  unwind: String(ROLL_DIRECTION.top),
  gap: '0.125',
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  core_size_in: 'Core',
  max_outside_diameter_in: 'Largest roll',
  max_label_width_in: 'Widest label',
  unwind_direction_id: 'Unwind',
  min_gap_in: 'Gap between labels',
}

const draftOf = (p: ApplicatorProfile): Draft => ({
  name: p.name,
  core: p.core_size_in === 1 ? '1' : '3',
  maxOd: String(p.max_outside_diameter_in),
  maxWidth: String(p.max_label_width_in),
  unwind: String(p.unwind_direction_id),
  gap: String(p.min_gap_in),
})

// The server decodes with quote-core's schema; what it refuses comes back field by field.
const inputOf = (d: Draft) =>
  ({
    name: d.name,
    core_size_in: Number(d.core),
    max_outside_diameter_in: d.maxOd.trim() === '' ? null : Number(d.maxOd),
    max_label_width_in: d.maxWidth.trim() === '' ? null : Number(d.maxWidth),
    unwind_direction_id: Number(d.unwind),
    min_gap_in: d.gap.trim() === '' ? null : Number(d.gap),
  }) as unknown as ApplicatorProfileInput

const inch = (v: number) => `${v}"`
const unwindName = (id: number) => {
  const u = unwindChart.find((x) => x.directionId === id)
  return u === undefined ? '–' : `#${u.position}, ${u.label}`
}

const errorText = (err: unknown): string => {
  if (!(err instanceof Error)) return 'The profile could not be saved.'
  const issues = (err as { issues?: readonly { path: string; message: string }[] }).issues ?? []
  const fields = issues.map((i) => `${FIELD_LABELS[i.path] ?? i.path} ${i.message}`)
  return fields.length > 0 ? `${err.message} ${fields.join('; ')}.` : err.message
}

/** /account/applicators: the machines (or dispensers) the customer's rolls must fit. */
const ApplicatorProfilesPage = () => {
  const { profiles, create, update, remove } = useApplicatorProfiles()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [editing, setEditing] = useState<number | null>(null)
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null)
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const saved =
        editing === null ? await create(inputOf(draft)) : await update(editing, inputOf(draft))
      setNote({
        tone: 'ok',
        text: `${saved.name} is saved. Choose it in a label quote's roll options.`,
      })
      setDraft(EMPTY)
      setEditing(null)
    } catch (err) {
      setNote({ tone: 'error', text: errorText(err) })
    }
  }
  const del = async (p: ApplicatorProfile) => {
    try {
      await remove(p.id)
      setNote({ tone: 'ok', text: `${p.name} is deleted.` })
      if (editing === p.id) {
        setEditing(null)
        setDraft(EMPTY)
      }
    } catch (err) {
      setNote({ tone: 'error', text: errorText(err) })
    }
  }

  return (
    <AccountLayout title="Applicator Profiles">
      <div className="stack">
        <p className="muted">
          Save what your labelling machine takes. A label quote fitted to a profile sets its roll
          options from it and warns when its rolls would not run.
        </p>
        {profiles.length > 0 ? (
          <ul className="profile-list" aria-label="Your applicator profiles">
            {profiles.map((p) => (
              <li key={p.id} className="card profile-card">
                <div>
                  <strong>{p.name}</strong>
                  <p className="small muted">
                    {p.core_size_in}" core · rolls up to {inch(p.max_outside_diameter_in)} · labels
                    up to {inch(p.max_label_width_in)} wide · {unwindName(p.unwind_direction_id)} ·
                    gap {inch(p.min_gap_in)}
                  </p>
                </div>
                <div className="profile-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => {
                      setEditing(p.id)
                      setDraft(draftOf(p))
                      setNote(null)
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => void del(p)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">No applicator profiles yet.</p>
        )}
        <form
          className="card stack"
          onSubmit={(e) => void submit(e)}
          aria-label="Applicator profile"
        >
          <h2 className="option-group-title">
            {editing === null ? 'Add an applicator profile' : 'Edit applicator profile'}
          </h2>
          <div className="form-grid">
            <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} />
            <label className="field">
              <span className="field-label">Core</span>
              <select
                className="select"
                value={draft.core}
                onChange={(e) => set({ core: e.target.value === '1' ? '1' : '3' })}
              >
                <option value="3">3" core</option>
                <option value="1">1" core</option>
              </select>
            </label>
            <TextField
              label="Largest roll (outside diameter, inches)"
              inputMode="decimal"
              value={draft.maxOd}
              onChange={(maxOd) => set({ maxOd })}
            />
            <TextField
              label="Widest label (web width, inches)"
              inputMode="decimal"
              value={draft.maxWidth}
              onChange={(maxWidth) => set({ maxWidth })}
            />
            <label className="field">
              <span className="field-label">Unwind</span>
              <select
                className="select"
                value={draft.unwind}
                onChange={(e) => set({ unwind: e.target.value })}
              >
                {unwindChart.map((u) => (
                  <option key={u.directionId} value={u.directionId}>
                    #{u.position}, {u.label}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label="Gap between labels (inches)"
              inputMode="decimal"
              value={draft.gap}
              onChange={(gap) => set({ gap })}
            />
          </div>
          {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
          <div className="profile-actions">
            <button type="submit" className="btn btn-primary">
              {editing === null ? 'Save Profile' : 'Save Changes'}
            </button>
            {editing !== null ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setEditing(null)
                  setDraft(EMPTY)
                }}
              >
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </AccountLayout>
  )
}

export default ApplicatorProfilesPage
