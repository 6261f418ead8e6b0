import { describe, expect, it } from 'vitest'
import { BACKING, COLOR, FORM_FACTOR, ROLL_CORE, ROLL_DIRECTION } from '../catalog/ids'
import { labelSubstrates } from '../catalog/substrates'
import { whiteInkOf } from './chosen-facts'
import { cartonPressHours } from '../pricing/carton'
import { labelPressMinutes, needsWhiteUnderprint } from '../pricing/label'
import { defaultPricingParams } from '../pricing/params'
import { priceQuote } from '../pricing/quote'
import { pricingInputOf } from '../quote/order-job'
import { emptyEnv } from '../rules/quote-env'
import type { Order } from '../schema/order'
import type { PlacedOrder } from '../schema/placed-order'
import { line as designLine } from '../testing/rule-fixtures'
import { cartonOrder, labelOrder, placedOrderFixture } from '../testing/test-cart'
import { jobNumberOf, jobTicketRefusal, parseJobNumber, pressPlanOf } from './press-plan'
import { orderSpecOf, productionSpecOf } from './production-spec'
import { chosenRows, productionRows } from './spec-rows'

/** Two designs (600 lemon, 400 cherry), machine applied, unwind #3 locked, 1" core. */
const twoDesignLabels = (): Order => ({
  ...labelOrder({
    form_factor_id: FORM_FACTOR.machineApplied,
    roll_direction_id: ROLL_DIRECTION.right,
    roll_id: ROLL_CORE.oneInch,
  }),
  is_roll_direction_locked: true,
  substrate_backing_id: BACKING.pet,
  designs_orders: [
    { ...designLine(1, 600), customer_filename: 'lemon.pdf' },
    { ...designLine(2, 400), customer_filename: 'cherry.pdf' },
  ],
  total_qty: 1000,
  design_count: 2,
})

const placedWith = (order: Order, patch: Partial<PlacedOrder> = {}): PlacedOrder => {
  const base = placedOrderFixture()
  return {
    ...base,
    lines: [{ ...base.lines[0]!, order_id: order.id, quantity: 1000 }],
    ...patch,
  }
}

const labelDetails = (order: Order) => {
  const input = pricingInputOf(order, emptyEnv)
  if (input._tag !== 'Ready') throw new Error('not ready')
  const q = priceQuote(input.request, { ...input.extras, productionDays: undefined })
  if (q._tag !== 'Quoted' || q.quote.details.product !== 'label') throw new Error('not priced')
  return q.quote.details
}

describe('productionSpecOf', () => {
  it('gives a two-design machine-applied label line every fact the press needs', () => {
    const order = twoDesignLabels()
    const placed = placedWith(order)
    const spec = productionSpecOf({
      order,
      placed,
      line: placed.lines[0]!,
      artworkFiles: ['lemon.pdf', 'cherry.pdf'],
      applicatorProfile: 'Line 2 applicator',
    })
    expect(spec.product).toBe('labels')
    expect(spec.designs).toEqual([
      { design: 'lemon.pdf', file: 'lemon.pdf', qty: 600 },
      { design: 'cherry.pdf', file: 'cherry.pdf', qty: 400 },
    ])
    expect(spec.application).toBe('machine')
    expect(spec.unwind).toEqual({ position: 3, words: 'Right Edge Leading', locked: true })
    expect(spec.core_inches).toBe(1)
    expect(spec.backing).toBe('PET liner')
    expect(spec.applicator_profile).toBe('Line 2 applicator')
    const details = labelDetails(order)
    expect(spec.rolls).toEqual(
      details.rolls.designs.map((r, i) => ({
        design: ['lemon.pdf', 'cherry.pdf'][i],
        qty: r.quantity,
        rolls: r.rolls,
        per_roll: r.perRoll,
        last_roll: r.lastRoll,
      })),
    )
    expect(spec.labels_per_roll).toBe(Math.max(...details.rolls.designs.map((d) => d.perRoll)))
    expect(spec.label_press?.die_across).toBe(details.die.across)
    expect(spec.label_press?.die_around).toBe(details.die.around)
    expect(spec.label_press?.linear_feet).toBe(Math.round(details.layout.webFeet * 10) / 10)
    expect(spec.label_press?.press_minutes).toBe(Math.round(details.pressMinutes * 10) / 10)
    expect(spec.label_press?.gap_inches).toBe(defaultPricingParams.label.gap)
    expect(spec.label_press?.corner_radius_inches).toBe(0.0625)
    expect(spec.artwork).toEqual(['lemon.pdf', 'cherry.pdf'])
    expect(spec.ship_by).toBe(placed.ship_by)
    expect(spec.carton_press).toBeNull()
    expect(spec.style).toBeNull()
  })

  it('gives a carton line its style, board, print sides and sheets', () => {
    const order = cartonOrder({ is_duplex: false })
    const spec = orderSpecOf(order, {})
    expect(spec.product).toBe('cartons')
    expect(spec.style).toBe('Straight Tuck')
    expect(spec.board).toBe(order.substrate_label)
    expect(spec.print_sides).toBe(1)
    expect(spec.unwind).toBeNull()
    expect(spec.rolls).toBeNull()
    const input = pricingInputOf(order, emptyEnv)
    if (input._tag !== 'Ready' || input.request.product !== 'carton') throw new Error('not ready')
    const q = priceQuote(input.request, input.extras)
    if (q._tag !== 'Quoted' || q.quote.details.product !== 'carton') throw new Error('not priced')
    const chosen = q.quote.details.chosen
    expect(spec.carton_press?.sheets).toBe(chosen.sheets)
    expect(spec.carton_press?.up).toBe(chosen.nUp)
    expect(spec.carton_press?.press_minutes).toBe(
      Math.round(
        60 *
          cartonPressHours(
            input.request.job,
            q.quote.details.process,
            chosen.sheets,
            defaultPricingParams,
          ) *
          10,
      ) / 10,
    )
  })

  it('names a die the quote charged as new, a library die by its number', () => {
    const withNew = orderSpecOf(
      { ...labelOrder(), quoted_die_charge: 342, size_id: null, id: 7 },
      {},
    )
    expect(withNew.die).toEqual({ number: 'NEW-7', new: true })
    const stocked = orderSpecOf({ ...labelOrder(), quoted_die_charge: 0, size_id: 55 }, {})
    expect(stocked.die).toEqual({ number: 'D-55', new: false })
  })
})

describe('chosenRows and productionRows', () => {
  it('list what the customer chose, and staff get the press facts too', () => {
    const order = twoDesignLabels()
    const placed = placedWith(order)
    const spec = productionSpecOf({
      order,
      placed,
      line: placed.lines[0]!,
      artworkFiles: [],
      applicatorProfile: null,
    })
    const chosen = chosenRows(spec)
    const value = (rows: typeof chosen, label: string) => rows.find((r) => r.label === label)?.value
    expect(value(chosen, 'Design 1')).toBe('lemon.pdf: 600')
    expect(value(chosen, 'Design 2')).toBe('cherry.pdf: 400')
    expect(value(chosen, 'Unwind')).toBe('#3 Right Edge Leading (locked by the customer)')
    expect(value(chosen, 'Core')).toBe('1"')
    expect(value(chosen, 'Application')).toBe('Machine Applied (Rolls)')
    expect(chosen.some((r) => r.section === 'Press')).toBe(false)
    const rows = productionRows(spec)
    expect(value(rows, 'Linear feet')).toBe(
      `${spec.label_press?.linear_feet.toLocaleString('en-US')} ft`,
    )
    expect(value(rows, 'Die across × around')).toBe(
      `${spec.label_press?.die_across} × ${spec.label_press?.die_around}`,
    )
    // Every chosen row stands on the staff's list too.
    for (const r of chosen) expect(rows).toContainEqual(r)
  })
})

describe('the press plan', () => {
  const now = '2025-03-20T15:00:00.000Z'
  const ready = (number: string, order: Order, shipBy: string): PlacedOrder => ({
    ...placedWith(order),
    number,
    status: 'approved',
    ship_by: shipBy,
    payment: { status: 'paid', method: 'card', amount_paid: 400, ledger: [], pending_refunds: [] },
  })
  const planned = (placed: PlacedOrder, order: Order) => ({
    placed,
    specs: new Map([
      [
        order.id,
        productionSpecOf({
          order,
          placed,
          line: placed.lines[0]!,
          artworkFiles: [],
          applicatorProfile: null,
        }),
      ],
    ]),
  })

  it('groups three orders on two materials into two groups, soonest ship-by first, with summed figures', () => {
    const paperA = { ...labelOrder({}, 11) }
    const paperB = { ...labelOrder({ total_qty: 5000 }, 12) }
    const plastic = labelOrder({ substrate_id: 2 }, 13)
    const orders = [
      planned(ready('DC-10000011', paperA, '2025-03-25'), paperA),
      planned(ready('DC-10000012', paperB, '2025-03-19'), paperB),
      planned(ready('DC-10000013', plastic, '2025-03-24'), plastic),
    ]
    const plan = pressPlanOf(orders, now)
    expect(plan.groups).toHaveLength(2)
    const [first, second] = plan.groups
    expect(first?.substrate).toBe(paperA.substrate_label)
    expect(first?.lines.map((l) => l.number)).toEqual(['DC-10000012', 'DC-10000011'])
    expect(first?.lines[0]?.late).toBe(true)
    expect(first?.late).toBe(1)
    expect(second?.substrate).toBe(plastic.substrate_label)
    const feet = [paperB, paperA].map((o) => Math.round(labelDetails(o).layout.webFeet * 10) / 10)
    expect(first?.lines.map((l) => l.linear_feet)).toEqual(feet)
    expect(first?.linear_feet).toBe(Math.round((feet[0]! + feet[1]!) * 10) / 10)
    const minutes = [paperB, paperA].map((o) => Math.round(labelDetails(o).pressMinutes * 10) / 10)
    expect(first?.press_minutes).toBe(Math.round((minutes[0]! + minutes[1]!) * 10) / 10)
    expect(first?.lines[0]?.job).toBe(jobNumberOf('DC-10000012', 12))
  })

  it('leaves out orders not approved, unpaid without terms, shipped or cancelled', () => {
    const order = labelOrder({}, 21)
    const base = ready('DC-10000021', order, '2025-03-25')
    const outs: PlacedOrder[] = [
      { ...base, status: 'proof_ready' },
      {
        ...base,
        payment: { status: 'due', method: null, amount_paid: 0, ledger: [], pending_refunds: [] },
      },
      { ...base, status: 'shipped' },
      { ...base, status: 'cancelled' },
    ]
    for (const placed of outs) expect(pressPlanOf([planned(placed, order)], now).groups).toEqual([])
    const inProduction = { ...base, status: 'in_production' as const }
    expect(pressPlanOf([planned(inProduction, order)], now).groups).toHaveLength(1)
    const onTerms = {
      ...base,
      payment: {
        status: 'on_terms' as const,
        method: 'invoice' as const,
        amount_paid: 0,
        ledger: [],
        pending_refunds: [],
      },
    }
    expect(pressPlanOf([planned(onTerms, order)], now).groups).toHaveLength(1)
  })
})

describe('job numbers and tickets', () => {
  it('reads back a scanned job number, and nothing else', () => {
    expect(parseJobNumber(jobNumberOf('DC-10042', 7))).toEqual({ number: 'DC-10042', orderId: 7 })
    expect(parseJobNumber(' dc-10042-7 ')).toEqual({ number: 'DC-10042', orderId: 7 })
    for (const bad of ['DC-10042', '10042-7', 'DC-10042-', 'DC-1-7', 'DC-10042-7-1'])
      expect(parseJobNumber(bad)).toBeNull()
  })

  it('prints tickets only once every proof is approved', () => {
    const placed = placedOrderFixture()
    expect(jobTicketRefusal(placed)?.code).toBe('not_ready_for_production')
    for (const status of ['approved', 'in_production', 'shipped'] as const)
      expect(jobTicketRefusal({ ...placed, status })).toBeNull()
    expect(jobTicketRefusal({ ...placed, status: 'cancelled' })?.code).toBe(
      'not_ready_for_production',
    )
  })
})

describe('labelPressMinutes', () => {
  it('is the time the press cost charges', () => {
    const details = labelDetails(twoDesignLabels())
    const p = defaultPricingParams.label
    expect(details.costs.press).toBe((details.pressMinutes / 60) * p.pressRate)
    expect(details.pressMinutes).toBe(
      labelPressMinutes(details.layout, details.pressFpm, 1, defaultPricingParams),
    )
  })
})

describe('whiteInkOf', () => {
  it('says white underprint exactly where the price charges it (high-opacity white named as such), for every label stock and colour', () => {
    for (const s of labelSubstrates)
      for (const color of [COLOR.fullColor, COLOR.blackOnly, COLOR.whiteOnly]) {
        const order = labelOrder({ substrate_id: s.id, color_id: color })
        const input = pricingInputOf(order, emptyEnv)
        if (input._tag !== 'Ready' || input.request.product !== 'label') continue
        const charged = needsWhiteUnderprint(input.request.job, defaultPricingParams)
        expect({ stock: s.label, color, ink: whiteInkOf(order) }).toEqual({
          stock: s.label,
          color,
          ink: order.is_high_opacity_white
            ? 'High-opacity white'
            : charged
              ? 'White underprint'
              : 'None',
        })
      }
  })
})
