// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PendingUploads } from './PendingUploads'

afterEach(cleanup)

const pending = [
  { key: 'a', name: 'front.pdf', progress: 0.425, error: null },
  { key: 'b', name: 'back.exe', progress: 0, error: 'This file type is not accepted.' },
]

describe('PendingUploads', () => {
  it('shows each upload’s progress, or why it failed', () => {
    render(<PendingUploads pending={pending} />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading front.pdf' })
    expect(bar.getAttribute('aria-valuenow')).toBe('43')
    // The reason sits with the file it refused.
    expect(
      screen.getByText('This file type is not accepted.').closest('li')?.textContent,
    ).toContain('back.exe')
    // Without onDismiss a failed file stays listed: there is nothing to click.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
  })

  it('dismisses a failed upload by its key when clicked', () => {
    const dismissed: string[] = []
    render(<PendingUploads pending={pending} onDismiss={(k) => dismissed.push(k)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(dismissed).toEqual(['b'])
  })

  it('renders nothing when no file is on its way', () => {
    const { container } = render(<PendingUploads pending={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
