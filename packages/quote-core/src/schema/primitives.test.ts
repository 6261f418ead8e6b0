import { fc, it } from '@fast-check/vitest'
import { Schema } from 'effect'
import { describe, expect } from 'vitest'
import { AccountDetailsPatch, CompanyEntity, ShippingAddress } from './account'
import { decodeInput } from './decode'
import { GraphicDesignOrderDetails } from './graphic-design'
import { Order, OrderPatch } from './order'
import { initialOrder } from './initial-order'
import { Flag, FlagBit, Text, UNSTORABLE_TEXT_MESSAGE, isStorableText } from './primitives'

const decodes = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown): boolean =>
  decodeInput(schema)(input)._tag === 'Decoded'

const BAD_TEXTS = ['a\u0000b', '\u0000', 'x\ud800', '\udc00y', 'a\udbff\u0041', '\ud83d']

describe('Text', () => {
  const text = Text(50)

  it('refuses NUL and unpaired surrogates with a clear message', () => {
    for (const bad of BAD_TEXTS) {
      const result = decodeInput(text)(bad)
      expect(result._tag).toBe('DecodeFailed')
      if (result._tag === 'DecodeFailed')
        expect(result.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE)
    }
  })

  it('accepts ordinary text, line breaks, tabs and paired surrogates (emoji)', () => {
    for (const ok of ['', 'Hello', 'two\nlines\ttab', 'Café 😀 日本'])
      expect(decodes(text, ok)).toBe(true)
  })

  it.prop([fc.string({ unit: 'binary', maxLength: 60 })])(
    'decodes exactly the storable strings within the limit',
    (s) => {
      expect(decodes(text, s)).toBe(isStorableText(s) && s.length <= 50)
    },
  )

  it('is the Schema of every free-text field of an order, a design brief and an account', () => {
    const orderText = [
      'comments_customer',
      'comments_preprinting',
      'pantone_comments',
      'variable_data_special_requests',
      'customer_label',
    ]
    for (const field of orderText)
      for (const bad of BAD_TEXTS) expect(decodes(OrderPatch, { [field]: bad })).toBe(false)
    const brief = GraphicDesignOrderDetails.fields
    const briefText = Object.keys(brief).filter((k) =>
      decodes(Schema.Struct({ v: brief[k as keyof typeof brief] }), { v: 'plain' }),
    )
    expect(briefText).toHaveLength(11)
    for (const field of briefText)
      expect(decodes(OrderPatch, { graphic_design_order_details: { [field]: 'a\u0000' } })).toBe(
        false,
      )
    expect(decodes(AccountDetailsPatch, { name: 'x\ud800' })).toBe(false)
    expect(decodes(AccountDetailsPatch, { company_name: '\u0000' })).toBe(false)
    expect(decodes(ShippingAddress, { city: 'New\u0000York' })).toBe(false)
  })
})

describe('Flag', () => {
  it('reads true/false and 1/0 alike, and nothing else', () => {
    expect(Schema.decodeUnknownSync(Flag)(1)).toBe(true)
    expect(Schema.decodeUnknownSync(Flag)(0)).toBe(false)
    expect(Schema.decodeUnknownSync(Flag)(true)).toBe(true)
    expect(Schema.decodeUnknownSync(Flag)(false)).toBe(false)
    for (const bad of [2, -1, '1', 'true', null]) expect(decodes(Flag, bad)).toBe(false)
  })

  it('keeps a 0-or-1 flag as 0 or 1 whichever form it arrives in', () => {
    expect(Schema.decodeUnknownSync(FlagBit)(true)).toBe(1)
    expect(Schema.decodeUnknownSync(FlagBit)(0)).toBe(0)
    expect(Schema.encodeSync(FlagBit)(1)).toBe(1)
  })

  it('is how every order, account and shipping flag is read', () => {
    const patch = decodeInput(OrderPatch)({
      is_duplex: 1,
      is_blank: 0,
      is_reorder: true,
      is_flat_printed_proof: true,
      graphic_design_order_details: { is_vector_logo: 1 },
    })
    expect(patch).toMatchObject({
      _tag: 'Decoded',
      value: {
        is_duplex: true,
        is_blank: false,
        is_reorder: true,
        is_flat_printed_proof: 1,
        graphic_design_order_details: { is_vector_logo: true },
      },
    })
    expect(decodeInput(ShippingAddress)({ is_residential: 0 })).toMatchObject({
      value: { is_residential: false },
    })
    expect(decodeInput(ShippingAddress)({ is_residential: 1 })).toMatchObject({
      value: { is_residential: true },
    })
    expect(decodeInput(AccountDetailsPatch)({ is_fewest_possible_rolls: 1 })).toMatchObject({
      value: { is_fewest_possible_rolls: true },
    })
    expect(
      decodes(CompanyEntity, {
        name: 'Acme',
        roll_max: null,
        roll_type_id: null,
        is_fewest_possible_rolls: 0,
      }),
    ).toBe(true)
  })

  it('leaves an encoded order as it was (booleans stay booleans, 0/1 stays 0/1)', () => {
    const order = initialOrder()
    expect(Schema.encodeSync(Order)(order)).toEqual(order)
  })
})
