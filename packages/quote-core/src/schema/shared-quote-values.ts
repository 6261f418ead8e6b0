// The customer's choices a shared quote keeps, by name, without the Schemas: the code that
// reads a shared quote back into an order (quote/shared-quote.ts) and the account pages that
// date a quote can use it without loading Effect. shared-quote.ts checks it names exactly the
// fields of its Schema.
import { ORDER_INPUT_FIELD_NAMES } from './initial-order'

/** The order's fields a shared quote leaves out: what the customer wrote, and the design brief. */
const NOT_SHARED = [
  'variable_data_special_requests',
  'pantone_comments',
  'comments_customer',
  'comments_preprinting',
  'customer_label',
  'graphic_design_order_details',
] as const

type SharedChoiceKey = Exclude<
  (typeof ORDER_INPUT_FIELD_NAMES)[number],
  (typeof NOT_SHARED)[number]
>

const shared = (k: (typeof ORDER_INPUT_FIELD_NAMES)[number]): k is SharedChoiceKey =>
  !(NOT_SHARED as readonly string[]).includes(k)

/** The Order fields a shared quote keeps as they are: every choice but the free-text ones. */
export const SHARED_CHOICE_KEYS: readonly SharedChoiceKey[] = ORDER_INPUT_FIELD_NAMES.filter(shared)
