// quote-price: prices a diecut configuration from flags or JSON on stdin and prints the total,
// per-unit price, breakdown, price breaks and any validation errors. The CLI is an adapter:
// it decodes, calls the core, and prints; it is the only core code allowed node:* modules.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { seedDies } from '../catalog/dies'
import { applyPatch } from '../order/apply-patch'
import type { QuoteEnv } from '../rules/quote-env'
import { evaluateOrder } from '../quote/evaluate-order'
import { priceBreaksForOrder } from '../quote/order-price-breaks'
import { shippingRatesForOrder } from '../quote/order-shipping'
import { noPriceReason } from '../rules/issue'
import { decodeInput } from '../schema/decode'
import { OrderPatch } from '../schema/order'
import { initialOrder } from '../schema/initial-order'
import { formatReport } from './format-report'
import {
  BOOLEAN_FLAGS,
  describeIssues,
  joinFlagValues,
  orderFlagsBeside,
  parseNow,
  patchFromFlags,
  patchFromJson,
  STRING_FLAGS,
  UsageError,
  type Flags,
} from './parse-input'
import { USAGE } from './usage'

const EXIT = { priced: 0, notPriced: 1, badInput: 2, internal: 3 } as const

const readFlags = (argv: readonly string[]): Flags => {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    ...Object.fromEntries(STRING_FLAGS.map((k) => [k, { type: 'string' as const }])),
    ...Object.fromEntries(BOOLEAN_FLAGS.map((k) => [k, { type: 'boolean' as const }])),
  }
  try {
    return parseArgs({ args: joinFlagValues(argv), strict: true, options }).values as Flags
  } catch (e) {
    // Node's own wording spans lines; the first is the clear part ("Unknown option '--x'").
    throw new UsageError((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '')
  }
}

const readStdin = (): string => {
  try {
    return readFileSync(0, 'utf8')
  } catch {
    throw new UsageError('Could not read JSON from standard input.')
  }
}

const main = (argv: readonly string[]): number => {
  const values = readFlags(argv)
  if (values.help === true) {
    console.log(USAGE)
    return EXIT.priced
  }
  const now = typeof values.now === 'string' ? parseNow(values.now) : new Date().toISOString()
  if (values.stdin === true) {
    // Standard input holds the whole order: a flag that describes it too would be ignored.
    const mixed = orderFlagsBeside(values)
    if (mixed.length > 0)
      throw new UsageError(
        `--stdin reads the whole order from standard input, so ${mixed.join(', ')} cannot be given with it.`,
      )
  }
  const raw = values.stdin === true ? patchFromJson(readStdin()) : patchFromFlags(values)
  const decoded = decodeInput(OrderPatch, 'order')(raw)
  if (decoded._tag === 'DecodeFailed') throw new UsageError(describeIssues(decoded.issues))
  const env: QuoteEnv = { dies: seedDies, account: null }
  const start = initialOrder(decoded.value.product_type_id ?? 1)
  const order = applyPatch(start, decoded.value, env)
  const ctx = { env, now }
  const evaluation = evaluateOrder(order, ctx)
  const breaks = priceBreaksForOrder(evaluation.order, ctx)
  const shipping =
    typeof values.zip === 'string'
      ? shippingRatesForOrder(
          evaluation.order,
          {
            zip: values.zip,
            city: typeof values.city === 'string' ? values.city : 'Destination',
            country: typeof values.country === 'string' ? values.country : 'US',
            is_residential: false,
          },
          ctx,
        )
      : null
  if (values.json === true) {
    const out = {
      order: evaluation.order,
      errors: evaluation.errors,
      price_breaks: breaks,
      shipping,
    }
    console.log(JSON.stringify(out, null, 2))
  } else {
    console.log(formatReport(evaluation, breaks, shipping))
  }
  const blocking = evaluation.errors.filter((e) => e.blocking)
  if (blocking.length > 0)
    console.error(
      `quote-price: ${
        {
          cannot_be_made: 'no price, this cannot be made as asked',
          incomplete: 'no price yet, the configuration is incomplete',
          none: 'not ready to order',
        }[noPriceReason(blocking) ?? 'none']
      }: ${blocking.map((e) => e.message).join('; ')}`,
    )
  else if (evaluation.order.quoted_total === null)
    console.error('quote-price: no price for this configuration yet.')
  return evaluation.order.quoted_total === null || blocking.length > 0
    ? EXIT.notPriced
    : EXIT.priced
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  const usage = e instanceof UsageError
  const message = e instanceof Error ? e.message : String(e)
  console.error(
    usage
      ? `quote-price: ${/[.!?]$/.test(message) ? message : `${message}.`} Run quote-price --help for the options.`
      : `quote-price: internal error: ${message.split('\n')[0]}`,
  )
  process.exitCode = usage ? EXIT.badInput : EXIT.internal
}
