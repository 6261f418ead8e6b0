import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OptionCard } from './OptionCard'

describe('OptionCard', () => {
  it('is a labelled radio that shows the reason when disabled', () => {
    const html = renderToStaticMarkup(
      <OptionCard
        name="laminate"
        value={5}
        checked={false}
        onSelect={() => undefined}
        title="Soft Touch Matte"
        disabled
        reason="Soft Touch Matte is not available for Clear Plastic"
      />,
    )
    expect(html).toMatch(/<label[^>]*class="option-card is-disabled"/)
    expect(html).toMatch(/<input type="radio"[^>]*disabled=""/)
    expect(html).toContain('Soft Touch Matte is not available for Clear Plastic')
  })

  it('hides the reason while the option is available', () => {
    const html = renderToStaticMarkup(
      <OptionCard
        name="x"
        value={1}
        checked
        onSelect={() => undefined}
        title="Gloss"
        reason="never shown"
      />,
    )
    expect(html).not.toContain('never shown')
    expect(html).toContain('is-checked')
  })
})
