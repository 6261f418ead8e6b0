// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LabelledControl } from './LabelledControl'

afterEach(cleanup)

const Message = () => {
  const [text, setText] = useState('')
  return (
    <>
      <LabelledControl
        as="textarea"
        label="Your message"
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <output>{text.toUpperCase()}</output>
    </>
  )
}

describe('LabelledControl', () => {
  it('names each control by its own label, even with several on a page', () => {
    render(
      <>
        <LabelledControl label="Quote name" className="input" defaultValue="Coffee" />
        <LabelledControl label="Share link" labelClassName="visually-hidden" readOnly value="x" />
      </>,
    )
    const name = screen.getByLabelText('Quote name')
    const link = screen.getByLabelText('Share link')
    expect(name.tagName).toBe('INPUT')
    expect(name).toHaveProperty('value', 'Coffee')
    expect(link).not.toBe(name)
    expect(link.id).not.toBe(name.id)
    expect(screen.getByText('Quote name').className).toBe('field-label')
    expect(screen.getByText('Share link').className).toBe('visually-hidden')
  })

  it('renders a textarea that passes typing through', () => {
    render(<Message />)
    const box = screen.getByLabelText('Your message')
    expect(box.tagName).toBe('TEXTAREA')
    expect(box.getAttribute('rows')).toBe('4')
    fireEvent.change(box, { target: { value: 'Hello' } })
    expect(box).toHaveProperty('value', 'Hello')
    expect(screen.getByText('HELLO').tagName).toBe('OUTPUT')
  })
})
