import { describe, expect, it } from 'vitest'
import { label } from '../testing/order-fixtures'
import { valueEquals } from './value-equals'

describe('valueEquals', () => {
  it('holds two orders with the same values equal, and a changed field unequal', () => {
    const order = label()
    const copy = JSON.parse(JSON.stringify(order)) as typeof order
    expect(copy).not.toBe(order)
    expect(valueEquals(order, copy)).toBe(true)
    expect(valueEquals(order, { ...copy, width: (order.width ?? 0) + 1 })).toBe(false)
  })

  it('tells apart a missing key, an undefined one and a shorter list', () => {
    expect(valueEquals({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(valueEquals({ a: undefined }, { b: undefined })).toBe(false)
    expect(valueEquals([1, 2], [1, 2, 3])).toBe(false)
    expect(valueEquals([1, [2, { c: 3 }]], [1, [2, { c: 3 }]])).toBe(true)
  })

  it('tells a list from an object with the same keys, and null from an empty object', () => {
    expect(valueEquals(['x'], { 0: 'x' })).toBe(false)
    expect(valueEquals(null, {})).toBe(false)
    expect(valueEquals(Number.NaN, Number.NaN)).toBe(true)
  })
})
