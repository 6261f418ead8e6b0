// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PickCard } from './PickCard'
import { PickSection } from './PickSection'

afterEach(cleanup)

/** Three palettes, at most two picked: the gallery the design steps render. */
const Gallery = ({ max }: { max: number }) => {
  const [picked, setPicked] = useState<string[]>([])
  const toggle = (name: string) =>
    setPicked((p) => (p.includes(name) ? p.filter((n) => n !== name) : [...p, name]))
  return (
    <PickSection id="color" title="Color Preferences" count={picked.length} max={max}>
      {['Forest', 'Ocean', 'Sunset'].map((name) => {
        const on = picked.includes(name)
        const full = !on && picked.length >= max
        return (
          <PickCard
            key={name}
            className="palette-card"
            picked={on}
            full={full}
            onToggle={() => toggle(name)}
            describedBy={full ? 'full-hint' : undefined}
          >
            {name}
          </PickCard>
        )
      })}
    </PickSection>
  )
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })

describe('PickCard in a PickSection', () => {
  it('ticks and unticks a card on click and counts the picks', () => {
    render(<Gallery max={2} />)
    expect(screen.getByRole('status').textContent).toBe('0 of 2 chosen')
    fireEvent.click(screen.getByText('Ocean'))
    expect(box('Ocean').checked).toBe(true)
    expect(box('Ocean').closest('label')?.className).toBe('palette-card is-checked')
    expect(screen.getByRole('status').textContent).toBe('1 of 2 chosen')
    fireEvent.click(screen.getByText('Ocean'))
    expect(box('Ocean').checked).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('0 of 2 chosen')
  })

  it('disables the other cards once the most are picked', () => {
    render(<Gallery max={2} />)
    fireEvent.click(screen.getByText('Forest'))
    fireEvent.click(screen.getByText('Ocean'))
    expect(box('Sunset').disabled).toBe(true)
    expect(box('Sunset').closest('label')?.className).toBe('palette-card is-disabled')
    expect(box('Sunset').getAttribute('aria-describedby')).toBe('full-hint')
    fireEvent.click(screen.getByText('Sunset'))
    expect(box('Sunset').checked).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('2 of 2 chosen')
    // The count sits in the section its title names.
    const section = screen.getByRole('region', { name: 'Color Preferences' })
    expect(section.contains(screen.getByRole('status'))).toBe(true)
  })
})
