// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DraftTextArea } from './DraftTextArea'

afterEach(cleanup)

describe('DraftTextArea', () => {
  it('keeps the draft while typing and commits it once, on blur, when it changed', () => {
    const commits: string[] = []
    render(<DraftTextArea label="Pantone numbers" value="" onCommit={(t) => commits.push(t)} />)
    const box = screen.getByLabelText('Pantone numbers')
    fireEvent.change(box, { target: { value: 'PMS 349 C' } })
    expect(commits).toEqual([])
    fireEvent.blur(box)
    expect(commits).toEqual(['PMS 349 C'])
  })

  it('commits nothing when the text is left as it was', () => {
    const commits: string[] = []
    render(<DraftTextArea label="Notes" value="Rush" rows={4} onCommit={(t) => commits.push(t)} />)
    const box = screen.getByLabelText('Notes')
    expect(box.getAttribute('rows')).toBe('4')
    fireEvent.blur(box)
    expect(commits).toEqual([])
  })

  it('follows a new value from the store', () => {
    const { rerender } = render(<DraftTextArea label="Notes" value="a" onCommit={() => {}} />)
    rerender(<DraftTextArea label="Notes" value="b" onCommit={() => {}} />)
    expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'b')
  })
})
