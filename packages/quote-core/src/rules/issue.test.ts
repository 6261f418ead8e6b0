import { describe, expect, it } from 'vitest'
import { hasBlockingIssues, issue, issuesOf, notice, sizeErrorsPresent } from './issue'

describe('issue helpers', () => {
  it('builds blocking issues and notices without undefined keys', () => {
    expect(issue('size', 'Select Size')).toEqual({
      category: 'size',
      message: 'Select Size',
      blocking: true,
    })
    expect(Object.keys(issue('size', 'Select Size'))).toEqual(['category', 'message', 'blocking'])
    expect(notice('max_rolls', 'Please enter a value.', { path: ['roll_qty_max'] })).toEqual({
      category: 'max_rolls',
      message: 'Please enter a value.',
      blocking: false,
      path: ['roll_qty_max'],
    })
    expect(
      issue('quantity', 'Enter a Quantity for all designs', { subcategory: 'design_qty' })
        .subcategory,
    ).toBe('design_qty')
  })

  it('tells blocking issues from notices', () => {
    expect(hasBlockingIssues([])).toBe(false)
    expect(hasBlockingIssues([notice('max_qty', 'n')])).toBe(false)
    expect(hasBlockingIssues([notice('max_qty', 'n'), issue('size', 'Select Size')])).toBe(true)
  })

  it('filters by category', () => {
    const all = [issue('width', 'a'), issue('length', 'b'), issue('width', 'c')]
    expect(issuesOf(all, 'width').map((i) => i.message)).toEqual(['a', 'c'])
  })

  it('stops re-quoting only on blocking width, length, depth or carton_size errors', () => {
    for (const category of ['width', 'length', 'depth', 'carton_size'])
      expect(sizeErrorsPresent([issue(category, 'x')])).toBe(true)
    expect(sizeErrorsPresent([issue('label_size', 'x'), issue('size', 'Select Size')])).toBe(false)
    expect(sizeErrorsPresent([notice('width', 'x')])).toBe(false)
  })
})
