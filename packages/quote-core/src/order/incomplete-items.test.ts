import { describe, expect, it } from 'vitest'
import { issue, notice } from '../rules/issue'
import { incompleteItems } from './incomplete-items'

describe('incompleteItems', () => {
  it('lists each blocking finding once, with the step that fixes it', () => {
    const items = incompleteItems([
      issue('material', 'Select a material', { code: 'material_missing' }),
      issue('width', 'Enter a width', { code: 'size_missing' }),
      issue('length', 'Enter a width', { code: 'size_missing' }),
      issue('roll_direction', 'Select a roll direction', { code: 'roll_direction_missing' }),
      notice('artwork', 'Upload later if you like', { code: 'artwork_missing' }),
      issue('brand', 'Describe your brand', { code: 'brand_description_missing' }),
    ])
    expect(items.map((i) => [i.issue.message, i.step])).toEqual([
      ['Select a material', 'material'],
      ['Enter a width', 'size'],
      ['Select a roll direction', 'application'],
      ['Describe your brand', 'artwork'],
    ])
  })

  it('sends a missing quantity to the Quantity step, a design line quantity to the artwork', () => {
    const items = incompleteItems([
      issue('quantity', 'Provide Label & Design Quantity', { code: 'quantities_missing' }),
      issue('total_qty', 'Enter Total Quantity', { code: 'total_qty_missing' }),
      issue('quantity', 'Enter a Quantity for all designs', {
        code: 'design_qty_missing',
        subcategory: 'design_qty',
      }),
    ])
    expect(items.map((i) => i.step)).toEqual(['quantity', 'quantity', 'artwork'])
  })

  it('has nothing to list when nothing blocks', () => {
    expect(incompleteItems([notice('size', 'New die', { code: 'new_die_size' })])).toEqual([])
  })
})
