import { ORDER_STATUS } from '../catalog/ids'
import { copyOrder } from '../schema/copy-order'
import { evaluateOrder, type QuoteContext } from '../quote/evaluate-order'
import { hasBlockingIssues } from '../rules/issue'
import type { DesignsOrder } from '../schema/designs-order'
import { MAX_CART_ORDERS } from '../schema/limits'
import type { Order } from '../schema/order'
import type { PlacedOrder, PlacedOrderLine } from '../schema/placed-order'
import type { ValidationError } from '../schema/validation-error'
import type { ReorderLineRequest, ReorderOf, ReorderRequest } from '../schema/reorder'
import { proofedSpecOf } from '../schema/reorder-spec'
import { isPaired } from '../rules/order-kind'
import { replacementKey } from './replacement-key'

/** Why a reorder is refused; `code` is the error code of the answer (400, or 409 cart_full). */
export type ReorderRefusal = {
  readonly _tag: 'ReorderRefused'
  readonly code:
    | 'nothing_to_reorder'
    | 'reorder_line_unknown'
    | 'reorder_line_twice'
    | 'reorder_not_reorderable'
    | 'reorder_design_unknown'
    | 'reorder_paired_design'
    | 'reorder_replacement_unknown'
    | 'reorder_incomplete'
    | 'cart_full'
  readonly message: string
  /** Where in the request, as the error's issues list it. */
  readonly path?: string
  /** The findings that keep a reordered line out of the cart, with the placed line's id. */
  readonly errors?: readonly (ValidationError & { readonly order_id: number })[]
}

/** One design of a reordered quote: the same artwork again, or a replacement file. */
export type PlannedDesign =
  | { readonly kind: 'carried'; readonly design_id: number; readonly qty: number }
  | {
      readonly kind: 'replaced'
      readonly replaces: number
      /** The name of the replacement file's part (replacementKey). */
      readonly file: string
      readonly qty: number
    }

/** A new quote for one placed line: the order to create (priced), then its designs in order. */
export type PlannedReorderLine = {
  readonly source_order_id: number
  readonly order: Order
  readonly designs: readonly PlannedDesign[]
}

export type ReorderPlan =
  { readonly _tag: 'Planned'; readonly lines: readonly PlannedReorderLine[] } | ReorderRefusal

/** A placed line with the quote it was placed as (status 300, as placed). */
export type ReorderSource = { readonly line: PlacedOrderLine; readonly quote: Order }

const refuse = (
  code: ReorderRefusal['code'],
  message: string,
  extra: Pick<ReorderRefusal, 'path' | 'errors'> = {},
): ReorderRefusal => ({ _tag: 'ReorderRefused', code, message, ...extra })

/** Printed lines are reordered; design work is a one-off service. */
export const isReorderableLine = (line: Pick<PlacedOrderLine, 'item_type'>): boolean =>
  line.item_type !== 'design'

/** Whether the order has a line to reorder (its page offers Reorder). */
export const canReorder = (placed: Pick<PlacedOrder, 'lines'>): boolean =>
  placed.lines.some(isReorderableLine)

/** What of a placed order says whether it paid for its dies. */
export type DiePayer = {
  readonly status: PlacedOrder['status']
  readonly payment: Pick<PlacedOrder['payment'], 'status'>
}

/**
 * Whether a placed order paid for the dies it used: paid (or overpaid, or invoiced on terms) and not
 * cancelled. Checkout alone never does: an order cancelled before it was paid still owes them.
 */
export const paysForDies = (placed: DiePayer): boolean =>
  placed.status !== 'cancelled' &&
  (placed.payment.status === 'paid' ||
    placed.payment.status === 'overpaid' ||
    placed.payment.status === 'on_terms')

/**
 * Whether a remembered custom size is the customer's own die (no die charge, no new-die lead
 * time): once one of the placed orders that used it paid for it (`paysForDies`), the rule a
 * reorder follows. `null` is a size remembered before the orders using it were kept with it;
 * it stays the customer's as it was.
 */
export const customSizeIsOwned = (usedBy: readonly DiePayer[] | null): boolean =>
  usedBy === null || usedBy.some(paysForDies)

/**
 * The die charge a placed line's customer paid: the line's quote charged one and the order was
 * paid (or invoiced on terms) and not cancelled. Anything else still owes the die.
 */
export const diePaidOn = (placed: PlacedOrder, quote: Order): number =>
  paysForDies(placed) ? (quote.quoted_die_charge ?? 0) : 0

/** What a reorder of the placed line remembers of it (see ReorderOf). */
export const reorderOfLine = (placed: PlacedOrder, source: ReorderSource): ReorderOf => {
  const { line, quote } = source
  const approved = line.proof_status === 'approved' && line.proof !== null
  return {
    number: placed.number,
    order_id: line.order_id,
    unit_price: line.unit_price,
    quantity: line.quantity,
    subtotal: line.subtotal,
    die_paid: diePaidOn(placed, quote),
    proof: approved && line.proof !== null ? line.proof : null,
    proofed_design_ids: approved ? quote.designs_orders.map((d) => d.design_id) : [],
    proofed_spec: proofedSpecOf(quote),
  }
}

// docs/pricing-model.md §0's even split: the first designs get one more each.
const evenSplit = (total: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0))

/**
 * The new quote for one placed line, priced at today's prices: the quote's specification,
 * artwork and quantities as placed (or as edited), in the caller's cart, remembering the line
 * it repeats. Nothing placed changes; ids are the store's to give.
 */
export const reorderOf = (
  placed: PlacedOrder,
  source: ReorderSource,
  edit: {
    readonly total_qty?: number
    /** Design id -> its new quantity. */
    readonly qty?: ReadonlyMap<number, number>
  },
  userId: string | null,
  ctx: QuoteContext,
): { readonly order: Order; readonly errors: readonly ValidationError[] } => {
  const { quote } = source
  const designs = quote.designs_orders
  const split =
    edit.total_qty === undefined || designs.length === 0
      ? null
      : evenSplit(edit.total_qty, designs.length)
  const lines: DesignsOrder[] = designs.map((d, i) => ({
    ...d,
    qty: edit.qty?.get(d.design_id) ?? split?.[i] ?? d.qty,
  }))
  const total =
    designs.length === 0
      ? (edit.total_qty ?? quote.total_qty)
      : lines.reduce((s, d) => s + d.qty, 0)
  const draft: Order = {
    ...copyOrder(quote),
    id: 0,
    user_id: userId,
    status_id: ORDER_STATUS.inCart,
    is_reorder: true,
    designs_orders: lines,
    total_qty: total,
    // Kept only while the split is even (the quoter's own rule for design_qty).
    design_qty:
      lines.length > 0 && lines.every((d) => d.qty === lines[0]?.qty)
        ? (lines[0]?.qty ?? null)
        : designs.length === 0
          ? quote.design_qty
          : null,
    order_uploads: [],
    reorder_of: reorderOfLine(placed, source),
  }
  const { order, errors } = evaluateOrder(draft, ctx)
  return { order: { ...order, status_id: ORDER_STATUS.inCart }, errors }
}

type Wanted = { readonly source: ReorderSource; readonly request: ReorderLineRequest }

const wantedLines = (
  placed: PlacedOrder,
  sources: ReadonlyMap<number, Order>,
  request: ReorderRequest,
): readonly Wanted[] | ReorderRefusal => {
  const sourceOf = (line: PlacedOrderLine): ReorderSource | null => {
    const quote = sources.get(line.order_id)
    return quote === undefined ? null : { line, quote }
  }
  if (request.lines === undefined) {
    const wanted = placed.lines.filter(isReorderableLine).flatMap((line) => {
      const source = sourceOf(line)
      return source === null ? [] : [{ source, request: { order_id: line.order_id } }]
    })
    return wanted.length > 0
      ? wanted
      : refuse(
          'nothing_to_reorder',
          `Order ${placed.number} has nothing to reorder: design work is not reordered.`,
        )
  }
  const seen = new Set<number>()
  const wanted: Wanted[] = []
  for (const [i, asked] of request.lines.entries()) {
    const path = `lines.${i}.order_id`
    const line = placed.lines.find((l) => l.order_id === asked.order_id)
    const unknown = () =>
      refuse('reorder_line_unknown', `Item ${asked.order_id} is not on order ${placed.number}.`, {
        path,
      })
    if (line === undefined) return unknown()
    if (seen.has(asked.order_id))
      return refuse('reorder_line_twice', `Item ${asked.order_id} is listed twice.`, { path })
    seen.add(asked.order_id)
    if (!isReorderableLine(line))
      return refuse(
        'reorder_not_reorderable',
        'Design work is not reordered: reorder the labels or cartons it was for.',
        { path },
      )
    const source = sourceOf(line)
    if (source === null) return unknown()
    wanted.push({ source, request: asked })
  }
  return wanted
}

const PAIRED_MESSAGE =
  'The designs of a front/back or two-sided pair are changed together in the quoter: reorder them as they were, then change them in your cart.'

/**
 * A reorder of a placed order (packages/http-adapter/API.md#reorders): a new quote per line asked for (every
 * printed line when none is named), each with the placed specification and artwork, the
 * quantities asked for, replacement artwork where a file came for a design, priced now. Refused
 * whole, with nothing to change, when a line or design is not the order's, a pair would be
 * split, a file names no design, a new quote would not be complete, or the cart has no room.
 *
 * `sources` holds the placed lines' quotes by id; `files` the names of the file parts received;
 * `cartOrders` how many orders the cart holds already.
 */
export const planReorder = (input: {
  readonly placed: PlacedOrder
  readonly sources: ReadonlyMap<number, Order>
  readonly request: ReorderRequest
  readonly files: readonly string[]
  readonly cartOrders: number
  readonly userId: string | null
  readonly ctx: QuoteContext
}): ReorderPlan => {
  const { placed } = input
  const wanted = wantedLines(placed, input.sources, input.request)
  if ('_tag' in wanted) return wanted
  const keys = new Map<string, { orderId: number; designId: number }>()
  for (const { source } of wanted)
    for (const d of source.quote.designs_orders)
      keys.set(replacementKey(source.line.order_id, d.design_id), {
        orderId: source.line.order_id,
        designId: d.design_id,
      })
  const replaced = new Set<string>()
  for (const file of input.files) {
    if (!keys.has(file) || replaced.has(file))
      return refuse(
        'reorder_replacement_unknown',
        replaced.has(file)
          ? 'Send one file for each design you replace.'
          : 'A replacement file names no design of the items reordered.',
        { path: file },
      )
    replaced.add(file)
  }
  if (input.cartOrders + wanted.length > MAX_CART_ORDERS)
    return refuse(
      'cart_full',
      `A cart holds at most ${MAX_CART_ORDERS} orders. Check out or remove one before reordering.`,
    )
  const lines: PlannedReorderLine[] = []
  for (const [i, { source, request }] of wanted.entries()) {
    const { quote, line } = source
    const onLine = new Set(quote.designs_orders.map((d) => d.design_id))
    for (const [j, d] of (request.designs ?? []).entries())
      if (!onLine.has(d.design_id))
        return refuse(
          'reorder_design_unknown',
          `Design ${d.design_id} is not on item ${line.order_id}.`,
          { path: `lines.${i}.designs.${j}.design_id` },
        )
    const edited =
      request.total_qty !== undefined ||
      (request.designs ?? []).some((d) => d.qty !== undefined) ||
      quote.designs_orders.some((d) => replaced.has(replacementKey(line.order_id, d.design_id)))
    if (edited && isPaired(quote) && quote.designs_orders.length > 0)
      return refuse('reorder_paired_design', PAIRED_MESSAGE, { path: `lines.${i}` })
    const qty = new Map<number, number>(
      (request.designs ?? []).flatMap((d) =>
        d.qty === undefined ? [] : [[d.design_id, d.qty] as const],
      ),
    )
    const { order, errors } = reorderOf(
      placed,
      source,
      {
        ...(request.total_qty === undefined ? {} : { total_qty: request.total_qty }),
        qty,
      },
      input.userId,
      input.ctx,
    )
    if (hasBlockingIssues(errors) || order.quoted_total === null)
      return refuse(
        'reorder_incomplete',
        `Item ${line.order_id} cannot be reordered as it is: ${
          errors.find((e) => e.blocking)?.message ?? 'it has no price today.'
        }`,
        {
          path: `lines.${i}`,
          errors: errors.filter((e) => e.blocking).map((e) => ({ ...e, order_id: line.order_id })),
        },
      )
    lines.push({
      source_order_id: line.order_id,
      order,
      designs: order.designs_orders.map((d): PlannedDesign => {
        const file = replacementKey(line.order_id, d.design_id)
        return replaced.has(file)
          ? { kind: 'replaced', replaces: d.design_id, file, qty: d.qty }
          : { kind: 'carried', design_id: d.design_id, qty: d.qty }
      }),
    })
  }
  return { _tag: 'Planned', lines }
}
