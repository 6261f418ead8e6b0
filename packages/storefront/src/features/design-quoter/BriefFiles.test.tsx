// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BriefFiles } from './BriefFiles'

afterEach(cleanup)

describe('BriefFiles', () => {
  it('lists the files and removes the one whose Remove is clicked', () => {
    const removed: number[] = []
    render(
      <BriefFiles
        label="Logo files: uploaded files"
        files={[
          { id: 7, name: 'logo.svg' },
          { id: 9, name: 'logo-dark.svg' },
        ]}
        onRemove={(id) => removed.push(id)}
      />,
    )
    const list = screen.getByRole('list', { name: 'Logo files: uploaded files' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['logo.svgRemove', 'logo-dark.svgRemove'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo-dark.svg' }))
    expect(removed).toEqual([9])
  })

  it('renders nothing without files', () => {
    const { container } = render(<BriefFiles label="x" files={[]} onRemove={() => undefined} />)
    expect(container.innerHTML).toBe('')
  })
})
