import { fc, it } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { CARTON_SUBSTRATE, LABEL_SUBSTRATE } from '../catalog/substrates'
import { blockingSizeErrorsPresent } from '../rules/issue'
import {
  buildOrder,
  cartonQuotePatch,
  fixedNow,
  guestEnv,
  labelQuotePatch,
} from '../testing/fixtures'
import { evaluateOrder } from './evaluate-order'

// Sizes around and beyond every bound of docs/product.md section 9, on and off the 1/8" grid.
const inches = fc.oneof(
  fc.integer({ min: 1, max: 240 }).map((k) => k / 8),
  fc.double({ min: 0.1, max: 40, noNaN: true }),
)
const ctx = { env: guestEnv, now: fixedNow }

describe('no order with blocking size errors is ever priced', () => {
  it.prop([
    inches,
    inches,
    fc.constantFrom(LABEL_SUBSTRATE.whitePaper, LABEL_SUBSTRATE.whiteVinyl),
    fc.constantFrom(100, 1000, 5000),
  ])('labels', (width, length, substrate_id, total_qty) => {
    const order = buildOrder(
      { ...labelQuotePatch, width, length, substrate_id, total_qty },
      guestEnv,
    )
    const { order: evaluated, errors, quote } = evaluateOrder(order, ctx)
    if (blockingSizeErrorsPresent(errors)) {
      expect(quote).toBeNull()
      expect(evaluated.quoted_total).toBeNull()
    }
  })

  it.prop([inches, inches, inches])('cartons', (width, length, depth) => {
    const order = buildOrder(
      {
        ...cartonQuotePatch,
        substrate_id: CARTON_SUBSTRATE.brightWhitePaperSbs,
        width,
        length,
        depth,
      },
      guestEnv,
    )
    const { order: evaluated, errors } = evaluateOrder(order, ctx)
    if (blockingSizeErrorsPresent(errors)) expect(evaluated.quoted_total).toBeNull()
  })
})
