// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDisclosure } from './use-disclosure'

afterEach(cleanup)

const Section = () => {
  const d = useDisclosure()
  return (
    <>
      <button {...d.toggleProps}>More</button>
      {d.open ? <p id={d.panelId}>Details</p> : null}
    </>
  )
}

describe('useDisclosure', () => {
  it('starts closed; the button opens and closes the section it controls', () => {
    render(<Section />)
    const button = screen.getByRole('button', { name: 'More' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('Details')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Details').id).toBe(button.getAttribute('aria-controls'))
    fireEvent.click(button)
    expect(screen.queryByText('Details')).toBeNull()
  })
})
