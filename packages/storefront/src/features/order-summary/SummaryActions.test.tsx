// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SummaryActions, type PrimaryAction, type SaveState } from './SummaryActions'

afterEach(cleanup)

const setup = (
  primary: Partial<PrimaryAction> = {},
  save: Partial<SaveState> = {},
  editMode = false,
) => {
  const clicks: string[] = []
  render(
    <SummaryActions
      editMode={editMode}
      primary={{
        label: 'Add to Cart',
        icon: null,
        disabled: false,
        onClick: () => clicks.push('primary'),
        ...primary,
      }}
      save={{
        saved: false,
        saving: false,
        canSave: true,
        onSave: () => clicks.push('save'),
        ...save,
      }}
    />,
  )
  return clicks
}

describe('SummaryActions', () => {
  it('runs the main action and Save Quote when clicked', () => {
    const clicks = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save Quote' }))
    expect(clicks).toEqual(['primary', 'save'])
  })

  it('ignores clicks on a disabled main action and on Save Quote while it cannot save', () => {
    const clicks = setup({ label: 'Next: Design Direction', disabled: true }, { canSave: false })
    fireEvent.click(screen.getByRole('button', { name: 'Next: Design Direction' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save Quote' }))
    expect(clicks).toEqual([])
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Quote' }).disabled).toBe(
      true,
    )
  })

  it('says Saving… while a save runs', () => {
    const clicks = setup({}, { saving: true })
    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }))
    expect(clicks).toEqual([])
  })

  it('shows Quote Saved Automatically instead of Save Quote once saved', () => {
    setup({}, { saved: true })
    expect(screen.queryByRole('button', { name: 'Save Quote' })).toBeNull()
    // A note in place of the button: nothing to press.
    expect(screen.getByText('Quote Saved Automatically').closest('button')).toBeNull()
  })

  it('offers only a disabled Changes are Autosaved in edit mode', () => {
    const clicks = setup({ label: "I'm Finished, Back to Cart" }, { saved: true }, true)
    fireEvent.click(screen.getByRole('button', { name: 'Changes are Autosaved' }))
    fireEvent.click(screen.getByRole('button', { name: "I'm Finished, Back to Cart" }))
    expect(clicks).toEqual(['primary'])
    expect(screen.queryByText('Quote Saved Automatically')).toBeNull()
  })
})
