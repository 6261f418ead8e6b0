import { DESIGN_TYPE } from '../catalog/ids'
import type { Order } from '../schema/order'
import type { DesignIssueCode } from '../rules/design-completeness'
import type { ValidationError } from '../schema/validation-error'

/** The design quoter's steps (docs/product.md section 4 "Design quoter flow"). */
export const DESIGN_STEPS = [
  'landing',
  'quoter',
  'design_style',
  'color_preferences',
  'brand_product',
] as const
/** One step of the design quoter. */
export type DesignStep = (typeof DESIGN_STEPS)[number]

/** Where Next leads: another step, or adding the design order to the cart. */
export type DesignTarget = DesignStep | 'add_to_cart'

/** A step value that is not a design step: a programmer error (docs/product.md section 8). */
export type InvalidQuoterStep = {
  readonly _tag: 'InvalidQuoterStep'
  readonly message: 'invalid quoter step'
  readonly step: unknown
}

/** Whether a value is a design quoter step. */
export const isDesignStep = (x: unknown): x is DesignStep =>
  typeof x === 'string' && (DESIGN_STEPS as readonly string[]).includes(x)

/** A step read from outside (address, stored state): the step, or the tagged error. */
export const parseDesignStep = (x: unknown): DesignStep | InvalidQuoterStep =>
  isDesignStep(x) ? x : { _tag: 'InvalidQuoterStep', message: 'invalid quoter step', step: x }

const assertStep = (step: unknown): DesignStep => {
  const parsed = parseDesignStep(step)
  if (typeof parsed === 'string') return parsed
  throw Object.assign(new Error(parsed.message), parsed)
}

const designTypeOf = (o: Order) => o.graphic_design_order_details?.design_type_id ?? null

/** The steps an order goes through: design direction only for a custom design. */
export const designStepsOf = (order: Order): readonly DesignStep[] =>
  designTypeOf(order) === DESIGN_TYPE.custom ? DESIGN_STEPS : ['landing', 'quoter']

/** A page opened with an order that already has a design type starts at the quoter step. */
export const initialDesignStep = (order: Order): DesignStep =>
  designTypeOf(order) === null ? 'landing' : 'quoter'

/** Where Next leads from a step; throws 'invalid quoter step' for an unknown step. */
export const nextDesignStep = (step: DesignStep, order: Order): DesignTarget => {
  const path = designStepsOf(order)
  const i = path.indexOf(assertStep(step))
  // A direction step of a non-custom order (its type just changed) goes on to the cart.
  return i === -1 ? 'add_to_cart' : (path[i + 1] ?? 'add_to_cart')
}

/** Where Back leads (null on the landing); throws 'invalid quoter step' for an unknown step. */
export const previousDesignStep = (step: DesignStep, order: Order): DesignStep | null => {
  const i = DESIGN_STEPS.indexOf(assertStep(step))
  if (i <= 0) return null
  return designTypeOf(order) === DESIGN_TYPE.custom || i === 1
    ? (DESIGN_STEPS[i - 1] ?? null)
    : 'quoter'
}

/** Error categories each design-direction step clears before its Next (docs/product.md section 4). */
export const DESIGN_STEP_CATEGORIES: Readonly<
  Record<'design_style' | 'color_preferences' | 'brand_product', readonly string[]>
> = {
  design_style: ['design_style'],
  color_preferences: ['color'],
  brand_product: ['brand', 'product'],
}

const directionCategories = Object.values(DESIGN_STEP_CATEGORIES).flat()

/** Next as the button shows it: where it leads, whether it is enabled, and its text. */
export type DesignNext = {
  readonly target: DesignTarget
  readonly enabled: boolean
  readonly label: string
}

/**
 * The Next button of a step. Landing needs a design type; the quoter step of a custom design
 * needs its own fields complete (every blocking error outside the direction categories);
 * each direction step needs no blocking error of its category; Add to Cart needs none at all.
 */
export const designNext = (
  step: DesignStep,
  order: Order,
  errors: readonly ValidationError[],
  options: { readonly editMode?: boolean } = {},
): DesignNext => {
  const target = nextDesignStep(step, order)
  const blocking = errors.filter((e) => e.blocking)
  const blockedBy = (cats: readonly string[]) => blocking.some((e) => cats.includes(e.category))
  const enabled =
    step === 'landing'
      ? designTypeOf(order) !== null
      : target === 'add_to_cart'
        ? blocking.length === 0
        : step === 'quoter'
          ? !blocking.some((e) => !directionCategories.includes(e.category))
          : !blockedBy(DESIGN_STEP_CATEGORIES[step])
  const label =
    step === 'landing'
      ? 'Start Your Quote'
      : target === 'add_to_cart'
        ? options.editMode === true
          ? 'Save Changes'
          : 'Add to Cart'
        : step === 'quoter'
          ? 'Next: Design Direction'
          : 'Next'
  return { target, enabled, label }
}

/**
 * 'Step N of 4' of the order summary, counting the steps this order goes through after the
 * landing: a custom design's quoter and three direction steps. Null on the landing, and for
 * edits and recreation, whose one step has nothing to count.
 */
export const designStepNumber = (
  step: DesignStep,
  order: Order,
): { readonly n: number; readonly of: number } | null => {
  const path: readonly DesignStep[] = designStepsOf(order).filter((s) => s !== 'landing')
  const i = path.indexOf(assertStep(step))
  return i === -1 || path.length < 2 ? null : { n: i + 1, of: path.length }
}

/** The step whose fields clear an error category (Items Incomplete links to it). */
export const designStepOfCategory = (category: string): DesignStep => {
  const entry = Object.entries(DESIGN_STEP_CATEGORIES).find(([, cats]) => cats.includes(category))
  return entry === undefined ? 'quoter' : (entry[0] as DesignStep)
}

/**
 * Whether a step button may be used: the landing and quoter always; a direction step once every
 * Next before it is enabled (a custom order only).
 */
export const designStepReachable = (
  step: DesignStep,
  order: Order,
  errors: readonly ValidationError[],
): boolean => {
  const path = designStepsOf(order)
  const i = path.indexOf(assertStep(step))
  if (i === -1) return false
  return path.slice(1, i).every((s) => designNext(s, order, errors).enabled)
}

/** A part of the design quoter step that shows its missing item beside its own fields. */
export type DesignFieldSection = 'logo'

/** The issues each section answers for beside its fields, the first that applies shown. */
export const DESIGN_SECTION_CODES: Readonly<
  Record<DesignFieldSection, readonly DesignIssueCode[]>
> = { logo: ['vector_logo_files_missing', 'logo_files_missing'] }

/** What the customer has done that makes a section's missing item matter. */
export type DesignFieldSeen = {
  /** The customer worked in the section (answered a question, added or removed a file). */
  readonly touched: boolean
  /** The customer asked what is missing to go on (an Items Incomplete entry). */
  readonly asked: boolean
}

/**
 * The message a section shows beside its fields (e.g. 'Upload Logo Files'), or null: only once
 * it matters, after the customer touched the section or asked what is missing, so a fresh quote
 * opens without red. Items Incomplete lists it all along.
 */
export const designFieldMessage = (
  section: DesignFieldSection,
  errors: readonly ValidationError[],
  seen: DesignFieldSeen,
): string | null => {
  if (!seen.touched && !seen.asked) return null
  const codes: readonly string[] = DESIGN_SECTION_CODES[section]
  const found = codes
    .map((code) => errors.find((e) => e.blocking && e.code === code))
    .find((e) => e !== undefined)
  return found?.message ?? null
}
