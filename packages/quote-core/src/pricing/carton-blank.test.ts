import { describe, expect, it } from 'vitest'
import { blanksPerSheet, cartonBlank, cartonDieCharge, sheetsNeeded, tuckLip } from './carton-blank'
import type { CartonSize } from './carton-blank'
import { defaultCartonParams } from './carton-params'
import type { SheetFormat } from './carton-params'
import type { CartonStyle } from './stock-names'

const P = defaultCartonParams

const size = (l: number, w: number, d: number, style: CartonStyle): CartonSize => ({
  lengthIn: l,
  widthIn: w,
  depthIn: d,
  style,
  board: 'Bright White Paper SBS',
})

const rounded = (x: number) => Math.round(x * 1000) / 1000

describe('cartonBlank (§5.2 examples)', () => {
  const examples: readonly [CartonSize, number, number][] = [
    [size(4, 2, 6, 'straight_tuck'), 12.697, 11.536],
    [size(2, 2, 5, 'straight_tuck'), 8.697, 10.536],
    [size(2, 2, 5, 'auto_lock'), 8.697, 9.661],
    [size(6, 3, 9, 'auto_lock'), 18.697, 15.661],
  ]
  for (const [s, w, h] of examples) {
    it(`gives ${w} × ${h} for ${s.lengthIn}×${s.widthIn}×${s.depthIn} ${s.style}`, () => {
      const blank = cartonBlank(s, P)
      expect([rounded(blank.widthIn), rounded(blank.heightIn)]).toEqual([w, h])
    })
  }

  it('makes custom blanks 10 % larger than STE each way', () => {
    const ste = cartonBlank(size(4, 2, 6, 'straight_tuck'), P)
    const custom = cartonBlank(size(4, 2, 6, 'custom'), P)
    expect(custom.widthIn).toBeCloseTo(1.1 * ste.widthIn, 12)
    expect(custom.heightIn).toBeCloseTo(1.1 * ste.heightIn, 12)
  })

  it('clamps the tuck lip to 0.5–1.0 in', () => {
    expect(tuckLip(0.5, P)).toBe(0.5)
    expect(tuckLip(2, P)).toBe(0.75)
    expect(tuckLip(6, P)).toBe(1)
  })
})

describe('blanksPerSheet and sheetsNeeded (§5.3)', () => {
  it('takes the better orientation on each sheet', () => {
    const blank = cartonBlank(size(4, 2, 6, 'straight_tuck'), P)
    expect(blanksPerSheet(blank, 'digital', P)).toBe(2)
    expect(blanksPerSheet(blank, 'offset', P)).toBe(6)
    const small = cartonBlank(size(2, 2, 5, 'straight_tuck'), P)
    expect(blanksPerSheet(small, 'digital', P)).toBe(4)
    expect(blanksPerSheet(small, 'offset', P)).toBe(9)
  })

  it('returns 0 for a blank that does not fit, and fits STE up to about 39 × 27.5 on offset', () => {
    expect(blanksPerSheet({ widthIn: 40, heightIn: 10 }, 'offset', P)).toBe(0)
    expect(blanksPerSheet({ widthIn: 27.4, heightIn: 38.9 }, 'offset', P)).toBe(1)
    expect(blanksPerSheet({ widthIn: 27.4, heightIn: 38.9 }, 'digital', P)).toBe(0)
  })

  it('counts run, make-ready and die make-ready sheets (example E: 1,359)', () => {
    expect(sheetsNeeded([2500, 2500], 4, 'digital', P)).toBe(1359)
    expect(sheetsNeeded([1000], 2, 'digital', P)).toBe(560)
    expect(sheetsNeeded([1000], 6, 'offset', P)).toBe(175 + 200 + 25)
  })
})

describe('cartonDieCharge (§5.8 examples)', () => {
  const examples: readonly [CartonSize, SheetFormat, number][] = [
    [size(4, 2, 6, 'straight_tuck'), 'digital', 375],
    [size(4, 2, 6, 'straight_tuck'), 'offset', 724],
    [size(2, 2, 5, 'straight_tuck'), 'digital', 477],
    [size(2, 2, 5, 'straight_tuck'), 'offset', 824],
    [size(6, 3, 9, 'auto_lock'), 'digital', 324],
    [size(2, 2, 5, 'auto_lock'), 'digital', 465],
  ]
  for (const [s, format, dollars] of examples) {
    it(`charges $${dollars} for ${s.lengthIn}×${s.widthIn}×${s.depthIn} ${s.style} ${format}`, () => {
      const blank = cartonBlank(s, P)
      const die = cartonDieCharge(blank, format, blanksPerSheet(blank, format, P), P)
      expect(die.cents).toBe(dollars * 100)
    })
  }

  it('clamps to $250–1,500', () => {
    expect(cartonDieCharge({ widthIn: 5, heightIn: 5 }, 'digital', 1, P).cents).toBe(25_000)
    expect(cartonDieCharge({ widthIn: 10, heightIn: 10 }, 'offset', 30, P).cents).toBe(150_000)
  })
})
