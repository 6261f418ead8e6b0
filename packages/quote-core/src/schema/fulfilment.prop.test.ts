import { fc, it } from '@fast-check/vitest'
import { Either, Schema } from 'effect'
import { describe, expect } from 'vitest'
import { isWholeCents } from '../maths/decimal-noise'
import { StaffEventRequest } from './fulfilment'

const payment = (amount: number) =>
  Schema.decodeUnknownEither(StaffEventRequest)({
    event: 'payment_received',
    amount,
    method: 'check',
    reference: 'Check 1042',
  })

describe('a payment staff record', () => {
  it.prop([fc.integer({ min: 1, max: 100_000_000 })])(
    'takes every whole-cent amount, however it is written in binary',
    (cents) => {
      expect(isWholeCents(cents / 100)).toBe(true)
      expect(Either.isRight(payment(cents / 100))).toBe(true)
    },
  )

  it('takes the amounts binary floats write with noise (0.29 · 100 = 28.999999999999996)', () => {
    const amounts = [0.29, 1.15, 4.35, 19.99, 1234.57]
    expect(amounts.filter((amount) => Either.isLeft(payment(amount)))).toEqual([])
  })

  it('refuses fractions of a cent and amounts under a cent', () => {
    const amounts = [19.995, 0.001, 0.004, 100.0001]
    expect(amounts.filter(isWholeCents)).toEqual([])
    expect(amounts.filter((amount) => Either.isRight(payment(amount)))).toEqual([])
    expect(Either.isLeft(payment(0))).toBe(true)
  })
})
