import { MAX_PALETTES, palettes, paletteToggled, type Order } from '@diecut/quote-core'
import { useCanApply, useDispatch } from '@diecut/quote-react'
import { BriefTextField } from './BriefTextField'

/** Color Preferences: up to 3 palettes, each with its swatches and mood, and brand colours. */
export const ColorPreferencesStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const canApply = useCanApply()
  const chosen = order.graphic_design_order_details?.color_preferences ?? []
  return (
    <div className="stack">
      <section className="step" aria-labelledby="color-title">
        <header className="step-head design-step-head">
          <h2 id="color-title" className="step-title">
            Color Preferences
          </h2>
          <p className="pick-count" role="status">
            {chosen.length} of {MAX_PALETTES} chosen
          </p>
        </header>
        <p className="muted">Choose up to {MAX_PALETTES} palettes that feel like your brand.</p>
        <div className="palette-grid">
          {palettes.map((p) => {
            const picked = chosen.includes(p.id)
            const action = paletteToggled({ paletteId: p.id })
            const full = !picked && !canApply(action)
            return (
              <label
                key={p.id}
                className={`palette-card${picked ? ' is-checked' : ''}${full ? ' is-disabled' : ''}`}
              >
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={picked}
                  disabled={full}
                  onChange={() => dispatch(action)}
                />
                <span className="palette-swatches" aria-hidden="true">
                  {p.swatches.map((hex) => (
                    <span key={hex} style={{ background: hex }} />
                  ))}
                </span>
                <span className="palette-name">{p.label}</span>
                <span className="palette-mood">{p.mood}</span>
              </label>
            )
          })}
        </div>
      </section>
      <section className="sub-step" aria-labelledby="brand-colors-title">
        <h2 id="brand-colors-title" className="sub-step-title">
          Brand Colors
        </h2>
        <BriefTextField
          field="color_preference_specific"
          label="Specific brand colours"
          hint="Pantone, CMYK or hex values you must keep, e.g. PMS 349 C, #14532d."
          rows={3}
        />
      </section>
    </div>
  )
}
