// Reading quote-price's input: flags or JSON on stdin, checked strictly so that every mistake
// is one clear line (a UsageError) rather than a guess or a stack trace.
import { EXPEDITE_DAYS } from '../catalog/enumerations'
import { FORM_FACTOR, PROCESSING, PROOF_TYPE, PRODUCT_TYPE } from '../catalog/ids'
import { laminates } from '../catalog/laminates'
import { shapes } from '../catalog/shapes'
import { substrates } from '../catalog/substrates'
import { toEpochDay } from '../dates/iso-date'
import type { DecodeIssue } from '../schema/decode'

/** A mistake in the input: printed as one line, exit code 2. */
export class UsageError extends Error {}

export type Flags = Record<string, string | boolean | undefined>

export const STRING_FLAGS = [
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
] as const
export const BOOLEAN_FLAGS = ['square-corners', 'json', 'stdin', 'help'] as const

// Flags that describe the order itself; the others (where to ship, when, how to print) go with
// an order read from standard input as well.
const ORDER_FLAGS: readonly string[] = [
  ...STRING_FLAGS.filter((f) => !['zip', 'city', 'country', 'now'].includes(f)),
  'square-corners',
]

/** The order flags given (as `--name`), which an order read from standard input leaves out. */
export const orderFlagsBeside = (f: Flags): string[] =>
  ORDER_FLAGS.filter((k) => f[k] !== undefined).map((k) => `--${k}`)

/**
 * `--width -2` as `--width=-2`: a value of a string flag may start with a dash, so the argument
 * parser reads it as that flag's value and the number check can say what is wrong with it.
 */
export const joinFlagValues = (argv: readonly string[]): string[] => {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? ''
    const next = argv[i + 1]
    const isStringFlag = (STRING_FLAGS as readonly string[]).includes(a.replace(/^--/, ''))
    if (a.startsWith('--') && isStringFlag && next !== undefined && /^-[^-]/.test(next)) {
      out.push(`${a}=${next}`)
      i++
    } else out.push(a)
  }
  return out
}

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

// Plain decimals only: "0x2", "1e3", "Infinity" and "" are not sizes or quantities.
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/

const num = (flag: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined
  if (!DECIMAL.test(raw.trim()))
    throw new UsageError(`--${flag} must be a non-negative number like 2.5, got "${raw}".`)
  return Number(raw)
}

const int = (flag: string, raw: string | undefined): number | undefined => {
  const n = num(flag, raw)
  if (n !== undefined && !Number.isInteger(n))
    throw new UsageError(`--${flag} must be a whole number, got "${raw}".`)
  return n
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/

/** The years --now may fall in (UTC): the calendars and price tables cover no others. */
export const NOW_YEARS = { first: 2000, last: 2100 } as const

/**
 * The --now instant as a UTC ISO string; a malformed or impossible date, or one outside
 * NOW_YEARS, is a UsageError.
 */
export const parseNow = (raw: string): string => {
  const m = INSTANT.exec(raw)
  const bad = () =>
    new UsageError(
      `--now must be a real ISO instant with a time zone, e.g. 2026-03-04T14:30:00Z; got "${raw}".`,
    )
  if (m === null) throw bad()
  try {
    toEpochDay(m[1] ?? '')
  } catch {
    throw bad()
  }
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) throw bad()
  const year = new Date(ms).getUTCFullYear()
  if (year < NOW_YEARS.first || year > NOW_YEARS.last)
    throw new UsageError(
      `--now must fall in the years ${NOW_YEARS.first} to ${NOW_YEARS.last} (UTC); got "${raw}".`,
    )
  return new Date(ms).toISOString()
}

type ProductTypeId = 1 | 2 | 3

const PRODUCTS: Readonly<Record<string, ProductTypeId>> = {
  label: 1,
  labels: 1,
  carton: 2,
  cartons: 2,
  design: 3,
}

const productOf = (raw: string | undefined): ProductTypeId => {
  const product = raw ?? 'label'
  const id = PRODUCTS[product.toLowerCase()]
  if (id === undefined)
    throw new UsageError(`--product must be label, carton or design, got "${product}".`)
  return id
}

const expediteOf = (productTypeId: ProductTypeId, days: number): Record<string, number> => {
  const product = productTypeId === PRODUCT_TYPE.carton ? 2 : 1
  const offered = EXPEDITE_DAYS[product]
  if (!offered.includes(days))
    throw new UsageError(
      `--expedite ${days} is not offered for ${product === 2 ? 'cartons' : 'labels'}; the production days offered are ${offered.join(', ')}.`,
    )
  return { processing_id: PROCESSING.expedited, delay_expedite: days }
}

/** The order patch the flags describe. */
export const patchFromFlags = (f: Flags): Record<string, unknown> => {
  const str = (k: string) => (typeof f[k] === 'string' ? (f[k] as string) : undefined)
  const productTypeId = productOf(str('product'))
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
  for (const k of ['width', 'length', 'depth']) {
    const v = num(k, str(k))
    if (v !== undefined) patch[k] = v
  }
  const qty = int('qty', str('qty'))
  const designs = int('designs', str('designs'))
  if (qty !== undefined) {
    patch.total_qty = qty
    patch.design_count = designs ?? 1
  } else if (designs !== undefined) patch.design_count = designs
  const proof = str('proof')
  if (proof !== undefined)
    patch.proof_type_id = pick('proof', proof, [
      { label: 'none', id: PROOF_TYPE.none },
      { label: 'digital', id: PROOF_TYPE.digital },
      { label: 'printed', id: PROOF_TYPE.printed },
    ]).id
  const days = int('expedite', str('expedite'))
  if (days !== undefined) Object.assign(patch, expediteOf(productTypeId, days))
  const application = str('application') ?? 'machine'
  if (productTypeId === PRODUCT_TYPE.label)
    patch.form_factor_id = pick('application', application, [
      { label: 'machine', id: FORM_FACTOR.machineApplied },
      { label: 'hand', id: FORM_FACTOR.handApplied },
    ]).id
  return patch
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** How deep stdin JSON may nest: an order and its designs sit a handful of levels down. */
export const MAX_JSON_DEPTH = 32

// The deepest nesting of objects and arrays in JSON text, brackets inside strings aside; read
// in one pass without recursion, so any depth is measured before anything walks the value.
const jsonDepth = (text: string): number => {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth)
    else if (c === '}' || c === ']') depth--
  }
  return deepest
}

/** The order patch of a stdin document: {"order": {...}}, or the order object itself. */
export const patchFromJson = (text: string): unknown => {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw new UsageError(
      `Standard input nests deeper than ${MAX_JSON_DEPTH} levels; an order is {"order": {...}} with its fields.`,
    )
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UsageError('Standard input is not valid JSON: expected {"order": {...}}.')
  }
  const order = isRecord(json) && 'order' in json ? json.order : json
  if (!isRecord(order))
    throw new UsageError(
      `Standard input must be a JSON object {"order": {...}}; got ${JSON.stringify(order)?.slice(0, 40) ?? 'nothing'}.`,
    )
  return order
}

/** One line naming the first bad field of a decoded patch (and how many more there are). */
export const describeIssues = (issues: readonly DecodeIssue[]): string => {
  const first = issues[0]
  if (first === undefined) return 'The order could not be read.'
  const paths = new Set(issues.map((i) => i.path))
  // Effect describes a wrong type by printing the whole expected shape: say it plainly instead.
  // A message that is a sentence of its own (a rule's words) gives up its stop to the line's.
  const message =
    first.message.length > 100
      ? 'has the wrong type'
      : first.message.replace(/^Expected/, 'expected').replace(/\.$/, '')
  const more =
    paths.size > 1 ? ` (and ${paths.size - 1} more field${paths.size > 2 ? 's' : ''})` : ''
  return `"${first.path}" ${message}${more}.`
}
