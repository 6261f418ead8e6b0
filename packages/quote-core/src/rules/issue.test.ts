import { describe, expect, it } from 'vitest'
import {
  hasBlockingIssues,
  issue,
  issuesOf,
  noPriceReason,
  notice,
  sameIssues,
  sizeErrorsPresent,
  unpriceableIssuesPresent,
} from './issue'
import { ISSUE_CLASSES, ISSUE_CODES } from '../schema/issue-code'

const sizeMissing = issue('size', 'Select Size', { code: 'size_missing' })
const x = (category: string) => issue(category, 'x', { code: 'size_below_minimum' })

describe('issue helpers', () => {
  it('builds blocking issues and notices with a code and without undefined keys', () => {
    expect(sizeMissing).toEqual({
      category: 'size',
      message: 'Select Size',
      blocking: true,
      code: 'size_missing',
    })
    expect(Object.keys(sizeMissing)).toEqual(['category', 'message', 'blocking', 'code'])
    expect(
      notice('max_rolls', 'Please enter a value.', {
        code: 'roll_limit_missing',
        path: ['roll_qty_max'],
      }),
    ).toEqual({
      category: 'max_rolls',
      message: 'Please enter a value.',
      blocking: false,
      code: 'roll_limit_missing',
      path: ['roll_qty_max'],
    })
    expect(
      issue('quantity', 'Enter a Quantity for all designs', {
        code: 'design_qty_missing',
        subcategory: 'design_qty',
      }).subcategory,
    ).toBe('design_qty')
  })

  it('has unique snake_case codes', () => {
    expect(new Set(ISSUE_CODES).size).toBe(ISSUE_CODES.length)
    for (const code of ISSUE_CODES) expect(code).toMatch(/^[a-z]+(_[a-z0-9]+)*$/)
  })

  it('tells blocking issues from notices', () => {
    const n = notice('max_qty', 'n', { code: 'roll_preset_mismatch' })
    expect(hasBlockingIssues([])).toBe(false)
    expect(hasBlockingIssues([n])).toBe(false)
    expect(hasBlockingIssues([n, sizeMissing])).toBe(true)
  })

  it('withholds the price only for a blocking issue the order cannot be made with', () => {
    const belowMinimum = issue('quantity', 'Each design needs at least 50 labels', {
      code: 'design_qty_below_minimum',
    })
    const artwork = issue('artwork', 'Upload Artwork (Now or Later)', { code: 'artwork_missing' })
    expect(unpriceableIssuesPresent([belowMinimum])).toBe(true)
    expect(unpriceableIssuesPresent([artwork, belowMinimum])).toBe(true)
    expect(unpriceableIssuesPresent([artwork])).toBe(false)
    expect(unpriceableIssuesPresent([{ ...belowMinimum, blocking: false }])).toBe(false)
    expect(Object.keys(ISSUE_CLASSES).sort()).toEqual([...ISSUE_CODES].sort())
  })

  it('filters by category', () => {
    const all = [x('width'), x('length'), { ...x('width'), message: 'c' }]
    expect(issuesOf(all, 'width').map((i) => i.message)).toEqual(['x', 'c'])
  })

  it('stops re-quoting only on blocking width, length, depth or carton_size errors', () => {
    for (const category of ['width', 'length', 'depth', 'carton_size'])
      expect(sizeErrorsPresent([x(category)])).toBe(true)
    expect(sizeErrorsPresent([x('label_size'), sizeMissing])).toBe(false)
    expect(sizeErrorsPresent([notice('width', 'x', { code: 'new_die_size' })])).toBe(false)
  })

  it('tells two lists of findings apart by code, words, weight and fields', () => {
    const a = issue('width', 'Width must be at least 0.5"', { code: 'size_below_minimum' })
    expect(sameIssues([a], [{ ...a }])).toBe(true)
    expect(sameIssues([a], [{ ...a, message: 'Width must be at least 1"' }])).toBe(false)
    expect(sameIssues([a], [{ ...a, code: 'size_above_maximum' }])).toBe(false)
    expect(sameIssues([a], [{ ...a, blocking: false }])).toBe(false)
    expect(sameIssues([a], [{ ...a, path: ['length'] }])).toBe(false)
    expect(sameIssues([a], [a, a])).toBe(false)
  })
})

describe('noPriceReason', () => {
  const missing = issue('total_qty', 'Enter Total Quantity', { code: 'total_qty_missing' })
  const tooFew = issue('quantity', 'Each design needs at least 50 labels', {
    code: 'design_qty_below_minimum',
  })
  const artwork = issue('artwork', 'Upload Artwork (Now or Later)', { code: 'artwork_missing' })

  it('tells an order only missing something from one that cannot be made', () => {
    expect(noPriceReason([missing])).toBe('incomplete')
    expect(noPriceReason([missing, tooFew])).toBe('cannot_be_made')
    expect(noPriceReason([artwork])).toBeNull()
    expect(noPriceReason([])).toBeNull()
  })
})
