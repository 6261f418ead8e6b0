// quote-price: prices a diecut configuration from flags or JSON on stdin and prints the total,
// per-unit price, breakdown, price breaks and any validation errors. The CLI is an adapter:
// it decodes, calls the core, and prints; it is the only core file allowed node:* modules.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { seedDies } from '../catalog/dies'
import { FORM_FACTOR, PROCESSING, PROOF_TYPE, PRODUCT_TYPE } from '../catalog/ids'
import { laminates } from '../catalog/laminates'
import { shapes } from '../catalog/shapes'
import { substrates } from '../catalog/substrates'
import { applyPatch } from '../order/apply-patch'
import type { QuoteEnv } from '../order/quote-env'
import { evaluateOrder } from '../quote/evaluate-order'
import { priceBreaksForOrder } from '../quote/order-price-breaks'
import { shippingRatesForOrder } from '../quote/order-shipping'
import { decodeInput } from '../schema/decode'
import { initialOrder, OrderPatch } from '../schema/order'
import { formatReport } from './format-report'

class UsageError extends Error {}

const USAGE = `Usage: quote-price [options]            price a configuration given as flags
       quote-price --stdin [--json] < q.json  price {"order": {...}} (order fields of the API)

Options:
  --product label|carton|design  product type (default label)
  --material NAME      e.g. "White Paper", "Bright White Paper SBS"
  --laminate NAME      e.g. Gloss, "Soft Touch Matte", "No Laminate"
  --shape NAME         rectangle, square, circle, oval, star, diamond, lip-balm, polygon,
                       tamper-seal, custom; cartons: straight-tuck, auto-lock, custom-shape
  --square-corners     square instead of round corners
  --width N --length N [--depth N]   inches
  --qty N              total quantity     --designs N   number of designs (default 1)
  --proof none|digital|printed          --expedite DAYS  expedited production days
  --application machine|hand            --zip ZIP --city CITY [--country CC]  shipping
  --now ISO-INSTANT    the moment of ordering (default: now)
  --json               machine-readable output      --help  this text
Exit codes: 0 priced, 1 not priceable yet (see the errors), 2 bad input.`

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

const pick = <T extends { label: string }>(
  what: string,
  name: string,
  items: readonly T[],
  key: (t: T) => string[] = (t) => [t.label],
): T => {
  const found = items.find((i) => key(i).some((k) => norm(k) === norm(name)))
  if (found === undefined)
    throw new UsageError(
      `Unknown ${what} "${name}". Choose one of: ${items.map((i) => i.label).join(', ')}.`,
    )
  return found
}

const num = (flag: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new UsageError(`--${flag} must be a non-negative number, got "${raw}".`)
  return n
}

const int = (flag: string, raw: string | undefined): number | undefined => {
  const n = num(flag, raw)
  if (n !== undefined && !Number.isInteger(n))
    throw new UsageError(`--${flag} must be a whole number, got "${raw}".`)
  return n
}

type Flags = Record<string, string | boolean | undefined>

const patchFromFlags = (f: Flags): Record<string, unknown> => {
  const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : undefined)
  const product = str('product') ?? 'label'
  const productTypeId = { label: PRODUCT_TYPE.label, labels: 1, carton: 2, cartons: 2, design: 3 }[
    product.toLowerCase()
  ]
  if (productTypeId === undefined)
    throw new UsageError(`--product must be label, carton or design, got "${product}".`)
  const forProduct = <T extends { productTypeId: number }>(xs: readonly T[]) =>
    xs.filter((x) => x.productTypeId === (productTypeId === 3 ? 1 : productTypeId))
  const patch: Record<string, unknown> = { product_type_id: productTypeId }
  const material = str('material')
  if (material !== undefined)
    patch.substrate_id = pick(
      'material',
      material,
      forProduct(substrates).filter((s) => s.listed),
      (s) => [s.label, s.pricingKey],
    ).id
  const laminate = str('laminate')
  if (laminate !== undefined)
    patch.laminate_id = pick('laminate', laminate, forProduct(laminates)).id
  const shape = str('shape')
  if (shape !== undefined)
    patch.shape_id = pick(
      'shape',
      shape,
      forProduct(shapes).filter((s) => s.selectable),
      (s) => [s.label, s.key],
    ).id
  if (f['square-corners'] === true) patch.is_square_corners = true
  const dims = {
    width: num('width', str('width')),
    length: num('length', str('length')),
    depth: num('depth', str('depth')),
  }
  for (const [k, v] of Object.entries(dims)) if (v !== undefined) patch[k] = v
  const qty = int('qty', str('qty'))
  if (qty !== undefined) {
    patch.total_qty = qty
    patch.design_count = int('designs', str('designs')) ?? 1
  }
  const proof = str('proof')
  if (proof !== undefined)
    patch.proof_type_id = pick('proof', proof, [
      { label: 'none', id: PROOF_TYPE.none },
      { label: 'digital', id: PROOF_TYPE.digital },
      { label: 'printed', id: PROOF_TYPE.printed },
    ]).id
  const days = int('expedite', str('expedite'))
  if (days !== undefined)
    Object.assign(patch, { processing_id: PROCESSING.expedited, delay_expedite: days })
  const application = str('application') ?? 'machine'
  if (productTypeId === PRODUCT_TYPE.label)
    patch.form_factor_id = pick('application', application, [
      { label: 'machine', id: FORM_FACTOR.machineApplied },
      { label: 'hand', id: FORM_FACTOR.handApplied },
    ]).id
  return patch
}

const readStdinPatch = (): unknown => {
  let text: string
  try {
    text = readFileSync(0, 'utf8')
  } catch {
    throw new UsageError('Could not read JSON from standard input.')
  }
  try {
    const json: unknown = JSON.parse(text)
    return json !== null && typeof json === 'object' && 'order' in json
      ? (json as { order: unknown }).order
      : json
  } catch {
    throw new UsageError('Standard input is not valid JSON: expected {"order": {...}}.')
  }
}

const main = (argv: readonly string[]): number => {
  const stringFlags = [
    'product',
    'material',
    'laminate',
    'shape',
    'width',
    'length',
    'depth',
    'qty',
    'designs',
    'proof',
    'expedite',
    'application',
    'zip',
    'city',
    'country',
    'now',
  ]
  const booleanFlags = ['square-corners', 'json', 'stdin', 'help']
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    ...Object.fromEntries(stringFlags.map((k) => [k, { type: 'string' as const }])),
    ...Object.fromEntries(booleanFlags.map((k) => [k, { type: 'boolean' as const }])),
  }
  const values = parseArgs({ args: [...argv], strict: true, options }).values as Flags
  if (values.help === true) {
    console.log(USAGE)
    return 0
  }
  const now = typeof values.now === 'string' ? values.now : new Date().toISOString()
  if (Number.isNaN(Date.parse(now)) || !/(Z|[+-]\d{2}:?\d{2})$/.test(now))
    throw new UsageError(
      `--now must be an ISO instant with a time zone, e.g. 2026-03-04T14:30:00Z; got "${now}".`,
    )
  const raw = values.stdin === true ? readStdinPatch() : patchFromFlags(values)
  const decoded = decodeInput(OrderPatch, 'order')(raw)
  if (decoded._tag === 'DecodeFailed')
    throw new UsageError(
      `${decoded.message}\n${decoded.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`,
    )
  const env: QuoteEnv = { dies: seedDies, account: null }
  const start = initialOrder((decoded.value.product_type_id ?? 1) as 1 | 2 | 3)
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
    console.log(
      JSON.stringify(
        { order: evaluation.order, errors: evaluation.errors, price_breaks: breaks, shipping },
        null,
        2,
      ),
    )
  } else {
    console.log(formatReport(evaluation, breaks, shipping))
  }
  return evaluation.order.quoted_total === null ? 1 : 0
}

try {
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  const message =
    e instanceof UsageError ||
    (e instanceof Error && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))
      ? e.message
      : null
  if (message === null) throw e
  console.error(`quote-price: ${message}\nRun quote-price --help for the options.`)
  process.exitCode = 2
}
