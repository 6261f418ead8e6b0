import type { ValidationError } from '../schema/validation-error'
import { ISSUE_CLASSES } from '../schema/issue-code'
import type { IssueClass, IssueCode } from '../schema/issue-code'

/** A rule's finding: the spec's "Validation error item" (docs/product.md section 3). */
export type Issue = ValidationError

type IssueOptions = {
  readonly code: IssueCode
  readonly subcategory?: string
  readonly path?: readonly string[]
}

// Optional keys are left out rather than set to undefined, so issues compare equal with
// toEqual and survive a JSON round trip unchanged.
const make = (
  category: string,
  message: string,
  blocking: boolean,
  options: IssueOptions,
): Issue => ({
  category,
  ...(options.subcategory === undefined ? {} : { subcategory: options.subcategory }),
  message,
  blocking,
  code: options.code,
  ...(options.path === undefined ? {} : { path: options.path }),
})

/** A blocking issue (the spec's default: blocking is true unless marked). */
export const issue = (category: string, message: string, options: IssueOptions): Issue =>
  make(category, message, true, options)

/** A non-blocking notice: shown to the customer, never stops the order. */
export const notice = (category: string, message: string, options: IssueOptions): Issue =>
  make(category, message, false, options)

/** Whether any issue stops the order (Add to Cart stays disabled). */
export const hasBlockingIssues = (issues: readonly Issue[]): boolean =>
  issues.some((i) => i.blocking)

/** What a finding does to the quote: withholds its price, or only keeps it out of the cart. */
export const issueClassOf = (i: Issue): IssueClass => ISSUE_CLASSES[i.code]

/**
 * Whether a blocking issue says the order cannot be made as asked. Such an order has no price,
 * dates or price breaks: a price is an offer, and none is made for what will not be produced.
 */
export const unpriceableIssuesPresent = (issues: readonly Issue[]): boolean =>
  issues.some((i) => i.blocking && issueClassOf(i) === 'unpriceable')

// Findings that withhold the price only because something is not entered yet: the order is
// incomplete, not impossible.
const MISSING_CODES: ReadonlySet<string> = new Set([
  'size_missing',
  'die_id_missing',
  'total_qty_missing',
  'quantities_missing',
  'design_qty_missing',
  'price_missing',
])

/**
 * Why an order has no price, in the customer's terms: `cannot_be_made` when a blocking finding
 * says it will not be produced as asked (a size, quantity split, roll or option the plant will
 * not run); `incomplete` when it only lacks something still to be entered (a quantity, a size);
 * null when nothing withholds the price.
 */
export const noPriceReason = (issues: readonly Issue[]): 'cannot_be_made' | 'incomplete' | null => {
  const withholding = issues.filter((i) => i.blocking && issueClassOf(i) === 'unpriceable')
  if (withholding.some((i) => !MISSING_CODES.has(i.code))) return 'cannot_be_made'
  return withholding.length > 0 ? 'incomplete' : null
}

const sameIssue = (a: Issue, b: Issue): boolean =>
  a.code === b.code &&
  a.category === b.category &&
  a.subcategory === b.subcategory &&
  a.message === b.message &&
  a.blocking === b.blocking &&
  (a.path ?? []).join('\u0000') === (b.path ?? []).join('\u0000')

/**
 * Whether two lists of findings say the same, in the same order: same code, category, words,
 * weight and fields (a finding's words carry its values, e.g. the range it names).
 */
export const sameIssues = (a: readonly Issue[], b: readonly Issue[]): boolean =>
  a.length === b.length && a.every((issue, i) => sameIssue(issue, b[i]!))

/** The issues of one category, in order. */
export const issuesOf = (issues: readonly Issue[], category: string): readonly Issue[] =>
  issues.filter((i) => i.category === category)

/** Categories whose blocking issues stop re-quoting (docs/product.md section 4, "Quote lifecycle"). */
export const SIZE_STOP_CATEGORIES: readonly string[] = ['width', 'length', 'depth', 'carton_size']

/** Categories the Invalid Size panel joins (docs/product.md section 5, "Size completeness"). */
export const INVALID_SIZE_CATEGORIES: readonly string[] = [...SIZE_STOP_CATEGORIES, 'label_size']

/** Whether width, length, depth or carton size errors exist, which stop re-quoting. */
export const sizeErrorsPresent = (issues: readonly Issue[]): boolean =>
  issues.some((i) => i.blocking && SIZE_STOP_CATEGORIES.includes(i.category))

/**
 * Whether a blocking size error of any kind exists (the Invalid Size categories, plus a missing
 * shape, size or die id). No price is given for such an order: its size cannot be made.
 */
export const blockingSizeErrorsPresent = (issues: readonly Issue[]): boolean =>
  issues.some(
    (i) => i.blocking && (i.category === 'size' || INVALID_SIZE_CATEGORIES.includes(i.category)),
  )
