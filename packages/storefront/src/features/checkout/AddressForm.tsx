import { US_STATES } from '@diecut/quote-core'
import type { AddressInput } from '@diecut/quote-react'
import { useId } from 'react'
import { TextField } from '../../components/TextField'

type Props = {
  readonly value: AddressInput
  readonly onChange: (next: AddressInput) => void
  /** Called when a field is left or chosen, with its name (the address is checked and rated then). */
  readonly onCommit: (address: AddressInput, field: keyof AddressInput) => void
  readonly errors: Readonly<Record<string, string>>
}

const COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['AU', 'Australia'],
  ['JP', 'Japan'],
  ['PR', 'Puerto Rico'],
] as const

/** The ship-to address: US states and ZIPs as lists and patterns, other countries free-form. */
export const AddressForm = ({ value, onChange, onCommit, errors }: Props) => {
  const set = (patch: Partial<AddressInput>) => onChange({ ...value, ...patch })
  const commit = (field: keyof AddressInput) => () => onCommit(value, field)
  const err = (field: string) => errors[`address.${field}`]
  const us = value.country === 'US'
  const id = useId()
  return (
    <fieldset className="card stack-sm checkout-section">
      <legend className="checkout-legend">Shipping address</legend>
      <div className="form-grid">
        <TextField
          label="Full name"
          value={value.name}
          onChange={(name) => set({ name })}
          onBlur={commit('name')}
          error={err('name')}
          autoComplete="name"
        />
        <TextField
          label="Company (optional)"
          value={value.company}
          onChange={(company) => set({ company })}
          onBlur={commit('company')}
          error={err('company')}
          autoComplete="organization"
        />
      </div>
      <TextField
        label="Street address"
        value={value.address1}
        onChange={(address1) => set({ address1 })}
        onBlur={commit('address1')}
        error={err('address1')}
        autoComplete="address-line1"
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        value={value.address2}
        onChange={(address2) => set({ address2 })}
        onBlur={commit('address2')}
        error={err('address2')}
        autoComplete="address-line2"
      />
      <div className="form-grid checkout-city-row">
        <TextField
          label="City"
          value={value.city}
          onChange={(city) => set({ city })}
          onBlur={commit('city')}
          error={err('city')}
          autoComplete="address-level2"
        />
        {us ? (
          <label className="field">
            <span className="field-label" id={`${id}-state`}>
              State
            </span>
            <select
              aria-labelledby={`${id}-state`}
              className="select"
              value={value.state}
              onChange={(e) => onCommit({ ...value, state: e.target.value }, 'state')}
              onBlur={commit('state')}
              aria-invalid={err('state') === undefined ? undefined : true}
              aria-describedby={err('state') === undefined ? undefined : `${id}-state-err`}
              autoComplete="address-level1"
            >
              <option value="">Choose…</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {err('state') === undefined ? null : (
              <span className="field-error" id={`${id}-state-err`} role="alert">
                {err('state')}
              </span>
            )}
          </label>
        ) : (
          <TextField
            label="State / region"
            value={value.state}
            onChange={(state) => set({ state })}
            onBlur={commit('state')}
            error={err('state')}
            autoComplete="address-level1"
          />
        )}
        <TextField
          label={us ? 'ZIP code' : 'Postcode'}
          value={value.zip}
          onChange={(zip) => set({ zip })}
          onBlur={commit('zip')}
          error={err('zip')}
          inputMode={us ? 'numeric' : undefined}
          autoComplete="postal-code"
        />
      </div>
      <div className="form-grid">
        <label className="field">
          <span className="field-label" id={`${id}-country`}>
            Country
          </span>
          <select
            aria-labelledby={`${id}-country`}
            className="select"
            value={value.country}
            onChange={(e) => onCommit({ ...value, country: e.target.value, state: '' }, 'country')}
            autoComplete="country"
          >
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Phone (optional)"
          value={value.phone}
          onChange={(phone) => set({ phone })}
          onBlur={commit('phone')}
          error={err('phone')}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={value.is_residential}
          onChange={(e) =>
            onCommit({ ...value, is_residential: e.target.checked }, 'is_residential')
          }
        />{' '}
        This is a residential address
      </label>
      {us ? null : (
        <p className="muted small">Outside the US we ship with our Worldwide services.</p>
      )}
    </fieldset>
  )
}
