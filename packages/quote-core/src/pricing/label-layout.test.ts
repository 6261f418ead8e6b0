import { describe, expect, it } from 'vitest'
import { labelDieCharge, labelsAcross, layoutLabel } from './label-layout'
import { defaultLabelParams } from './label-params'
import type { LabelShape } from './stock-names'

const P = defaultLabelParams

describe('labelDieCharge (§3.8 examples)', () => {
  const examples: readonly [LabelShape, number, number, number][] = [
    ['rectangle', 2, 3, 313],
    ['circle', 2, 2, 322],
    ['oval', 3, 2, 273],
    ['custom', 3, 4, 342],
    ['rectangle', 4, 6, 200],
    ['rectangle', 1, 1, 500],
  ]
  for (const [shape, w, l, dollars] of examples) {
    it(`charges $${dollars} for a ${w}×${l} ${shape}`, () => {
      expect(labelDieCharge(shape, w, l, P).cents).toBe(dollars * 100)
    })
  }

  it('prices a square like a rectangle and caps at $500', () => {
    expect(labelDieCharge('square', 2, 2, P)).toEqual(labelDieCharge('rectangle', 2, 2, P))
    // One label per plate: 125 + 1.25 · 70.5 = 213.13 → $214.
    expect(labelDieCharge('rectangle', 12, 23.25, P).cents).toBe(21_400)
    expect(labelDieCharge('custom', 0.5, 0.5, P).cents).toBe(50_000)
  })

  it('shows its workings: 25-up circle for example C', () => {
    const die = labelDieCharge('circle', 2, 2, P)
    expect(die.across * die.around).toBe(25)
    expect(die.perimeterIn).toBeCloseTo(2 * Math.PI, 12)
  })
})

describe('layoutLabel (§3.5)', () => {
  it('fits max(1, floor(12.375 / (W + 0.125))) across', () => {
    expect(labelsAcross(2, P)).toBe(5)
    expect(labelsAcross(1, P)).toBe(11)
    expect(labelsAcross(12, P)).toBe(1)
    expect(labelsAcross(6.0625, P)).toBe(2) // exactly on the boundary: no float loss
  })

  it('adds per-design waste and runs designs one after another', () => {
    const one = layoutLabel(3, 4, [3000], P)
    const three = layoutLabel(3, 4, [1000, 1000, 1000], P)
    expect(one.framesPerDesign).toEqual([1040])
    expect(three.framesPerDesign).toEqual([347, 347, 347])
    expect(three.pressIn - three.runIn).toBe(12 * 25 + 12 * 3 * 3)
    expect(three.webIn - three.pressIn).toBe(600)
  })

  it('does not add a frame for float noise in q·(1 + SPOIL)', () => {
    // 5,000 · 1.04 is 5,200.000000000001 in binary floats.
    expect(layoutLabel(2, 3, [5000], P).framesPerDesign).toEqual([1040])
    expect(layoutLabel(12, 1, [25], P).framesPerDesign).toEqual([26])
  })
})
