import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OptionCardGroup } from './OptionCardGroup'

describe('OptionCardGroup', () => {
  it('is a labelled radio group in its grid with only the selected card checked', () => {
    const html = renderToStaticMarkup(
      <OptionCardGroup
        group={{
          label: 'Backing',
          name: 'backing',
          columns: 2,
          look: 'compact',
          choices: [
            { value: 1, title: 'Paper Backing', description: 'Easy to peel.' },
            { value: 2, title: 'Poly (PET) Backing' },
          ],
        }}
        selected={2}
        onSelect={() => undefined}
      />,
    )
    expect(html).toMatch(/^<div class="card-grid-2" role="radiogroup" aria-label="Backing">/)
    expect(html.match(/<label class="option-card[^"]*"/g)).toEqual([
      '<label class="option-card is-compact"',
      '<label class="option-card is-checked is-compact"',
    ])
    const radios = [...html.matchAll(/<input[^>]*>/g)].map(([input]) => [
      /name="([^"]*)"/.exec(input)?.[1],
      /value="([^"]*)"/.exec(input)?.[1],
      input.includes('checked'),
    ])
    expect(radios).toEqual([
      ['backing', '1', false],
      ['backing', '2', true],
    ])
    expect(html).toContain('<span class="option-desc">Easy to peel.</span>')
  })

  it('checks nothing while nothing is selected', () => {
    const html = renderToStaticMarkup(
      <OptionCardGroup
        group={{
          label: 'Carton style',
          name: 'carton-style',
          columns: 3,
          choices: [{ value: 'auto_lock', title: 'Auto Lock' }],
        }}
        selected={undefined}
        onSelect={() => undefined}
      />,
    )
    expect(html).toContain('class="card-grid-3"')
    expect(html).not.toContain('is-checked')
  })

  it('stands in a fieldset under its legend when it has one', () => {
    const html = renderToStaticMarkup(
      <OptionCardGroup
        group={{
          label: 'Roll direction',
          name: 'roll-direction',
          columns: 4,
          look: 'tile',
          choices: [{ value: 1, title: '#1' }],
        }}
        legend={{ text: 'Roll Direction', className: 'step-lead' }}
        selected={1}
        onSelect={() => undefined}
      />,
    )
    expect(html).toMatch(
      /^<fieldset class="stack-sm"><legend class="step-lead">Roll Direction<\/legend><div class="card-grid-4" role="radiogroup" aria-label="Roll direction">/,
    )
    expect(html).toMatch(/<\/div><\/fieldset>$/)
  })
})
