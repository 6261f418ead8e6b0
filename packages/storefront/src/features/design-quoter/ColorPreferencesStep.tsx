import { MAX_PALETTES, palettes, paletteToggled, type Order } from '@diecut/quote-core'
import { SubStep } from '../quoter/SubStep'
import { BriefTextField } from './BriefTextField'
import { PickCard } from './PickCard'
import { PickSection } from './PickSection'
import { usePickToggle } from './use-pick-toggle'

/** Color Preferences: up to 3 palettes, each with its swatches and mood, and brand colours. */
export const ColorPreferencesStep = ({ order }: { order: Order }) => {
  const pick = usePickToggle()
  const chosen = order.graphic_design_order_details?.color_preferences ?? []
  return (
    <div className="stack">
      <PickSection id="color" title="Color Preferences" count={chosen.length} max={MAX_PALETTES}>
        <p className="muted">Choose up to {MAX_PALETTES} palettes that feel like your brand.</p>
        <div className="palette-grid">
          {palettes.map((p) => (
            <PickCard
              key={p.id}
              className="palette-card"
              {...pick(paletteToggled({ paletteId: p.id }), chosen.includes(p.id))}
            >
              <span className="palette-swatches" aria-hidden="true">
                {p.swatches.map((hex) => (
                  <span key={hex} style={{ background: hex }} />
                ))}
              </span>
              <span className="palette-name">{p.label}</span>
              <span className="palette-mood">{p.mood}</span>
            </PickCard>
          ))}
        </div>
      </PickSection>
      <SubStep id="brand-colors" title="Brand Colors">
        <BriefTextField
          field="color_preference_specific"
          rows={3}
          label="Specific brand colours"
          hint="Pantone, CMYK or hex values you must keep, e.g. PMS 349 C, #14532d."
        />
      </SubStep>
    </div>
  )
}
