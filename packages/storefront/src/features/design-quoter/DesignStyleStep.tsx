import { MAX_STYLE_PICKS, styleCategories, stylePickToggled, type Order } from '@diecut/quote-core'
import { useState } from 'react'
import { Tabs } from '../../components/Tabs'
import { SubStep } from '../quoter/SubStep'
import { PickCard } from './PickCard'
import { PickSection } from './PickSection'
import { usePickToggle } from './use-pick-toggle'
import { QuoteUploadField } from './QuoteUploadField'

/** Design Style: a category tab, then up to 3 style pictures across categories, and references. */
export const DesignStyleStep = ({ order }: { order: Order }) => {
  const pick = usePickToggle()
  const picks = order.graphic_design_order_details?.design_style_preferences ?? []
  const [categoryId, setCategoryId] = useState(picks[0]?.category_id ?? 1)
  const category = styleCategories.find((c) => c.id === categoryId) ?? styleCategories[0]!
  const countIn = (id: number) => picks.filter((p) => p.category_id === id).length
  return (
    <div className="stack">
      <PickSection id="style" title="Design Style" count={picks.length} max={MAX_STYLE_PICKS}>
        <p className="muted">
          Pick a category, then up to {MAX_STYLE_PICKS} designs you like, from any categories.
        </p>
        <Tabs
          items={styleCategories.map((c) => ({
            key: String(c.id),
            label: c.label,
            count: countIn(c.id) || undefined,
          }))}
          selected={String(category.id)}
          onSelect={(k) => setCategoryId(Number(k))}
          label="Style category"
          idPrefix="style-category"
        />
        <div
          role="tabpanel"
          id="style-category-panel"
          aria-labelledby={`style-category-tab-${category.id}`}
          className="style-grid"
        >
          {category.styles.map((s) => {
            const picked = picks.some((p) => p.category_id === category.id && p.style_id === s.id)
            const card = pick(stylePickToggled({ categoryId: category.id, styleId: s.id }), picked)
            return (
              <PickCard
                key={s.id}
                className="style-card"
                {...card}
                describedBy={card.full ? 'style-full' : undefined}
              >
                <img src={s.image} alt="" width={240} height={300} loading="lazy" />
                <span className="style-name">
                  {category.label}: {s.label}
                </span>
              </PickCard>
            )
          })}
        </div>
        {picks.length >= MAX_STYLE_PICKS ? (
          <p id="style-full" className="field-hint">
            You have chosen {MAX_STYLE_PICKS} styles. Unpick one to choose another.
          </p>
        ) : null}
      </PickSection>
      <SubStep id="style-refs" title="Style References">
        <QuoteUploadField
          type="style_reference"
          label="Style reference files"
          hint="Designs you admire: labels, packaging, screenshots. A reference counts as your style choice."
        />
      </SubStep>
    </div>
  )
}
