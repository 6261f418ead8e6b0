import { it } from '@fast-check/vitest'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { makeLabelJob } from './job-defaults'
import type { LabelJob } from './label'
import { defaultPricingParams } from './params'
import { DEFAULT_LADDERS } from './price-breaks'
import { eighths, labelJobArb } from '../testing/pricing-arbitraries'
import { priceLabelQuote } from './quote'
import type { PriceQuote } from './quote'
import { LABEL_LAMINATES, LABEL_MATERIALS } from './stock-names'

// docs/pricing-model.md §12.6 checks 2 for labels: along the ladder production strictly rises and the
// unit price strictly falls; the total never falls at unit steps of quantity.
const P = defaultPricingParams

const quote = (job: LabelJob): PriceQuote => {
  const result = priceLabelQuote(job, {}, P)
  if (result._tag !== 'Quoted') throw new Error(result._tag)
  return result.quote
}

const withQuantity = (job: LabelJob, q: number): LabelJob => ({ ...job, designQuantities: [q] })

const ladderViolations = (job: LabelJob): string[] => {
  const quotes = DEFAULT_LADDERS.label.map((q) => quote(withQuantity(job, q)))
  const out: string[] = []
  quotes.forEach((q, i) => {
    const prev = quotes[i - 1]
    if (prev === undefined) return
    const production = (x: PriceQuote) => x.lines[0]?.cents ?? 0
    if (production(q) <= production(prev)) out.push(`production at ${q.quantity}`)
    if (q.unitPriceMills >= prev.unitPriceMills) out.push(`unit price at ${q.quantity}`)
  })
  return out
}

describe('label ladder monotonicity (§12.6)', () => {
  it('holds for every material × laminate × five sizes', () => {
    const sizes = [
      [0.5, 0.5],
      [1, 1],
      [2, 3],
      [4, 6],
      [12, 23.25],
    ] as const
    const failures: string[] = []
    for (const material of LABEL_MATERIALS) {
      for (const laminate of LABEL_LAMINATES) {
        for (const [widthIn, lengthIn] of sizes) {
          const job = makeLabelJob({ widthIn, lengthIn, material, laminate, designQuantities: [1] })
          for (const v of ladderViolations(job))
            failures.push(`${material}/${laminate}/${widthIn}×${lengthIn}: ${v}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it.prop([labelJobArb])('holds for any size, stock, option and roll limit', (job) => {
    expect(ladderViolations(job)).toEqual([])
  })
})

describe('label totals at unit steps', () => {
  it.prop([labelJobArb, fc.integer({ min: 50, max: 60_000 }), fc.nat()])(
    'never decrease when one design gets one more label',
    (job, q, pick) => {
      const designQuantities = [...job.designQuantities]
      const i = pick % designQuantities.length
      designQuantities[i] = q
      const before = quote({ ...job, designQuantities })
      designQuantities[i] = q + 1
      const after = quote({ ...job, designQuantities })
      expect(after.totalCents).toBeGreaterThanOrEqual(before.totalCents)
    },
  )

  it.prop([eighths(0.5, 12), eighths(0.5, 23.25), fc.integer({ min: 50, max: 9_950 })])(
    'never decrease across a roll or frame boundary (50 consecutive quantities)',
    (widthIn, lengthIn, start) => {
      const job = makeLabelJob({
        widthIn,
        lengthIn,
        material: 'White Plastic',
        laminate: 'Gloss',
        designQuantities: [start],
      })
      const totals = Array.from(
        { length: 50 },
        (_, k) => quote(withQuantity(job, start + k)).totalCents,
      )
      totals.slice(1).forEach((t, k) => expect(t).toBeGreaterThanOrEqual(totals[k] ?? 0))
    },
  )
})
