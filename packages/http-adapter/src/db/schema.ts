import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull()

/** Production presets of a company account (docs/product.md section 6). */
export const companyEntities = pgTable('company_entities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  rollMax: doublePrecision('roll_max'),
  rollTypeId: integer('roll_type_id'),
  isFewestPossibleRolls: boolean('is_fewest_possible_rolls').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Customers and guests. Ids are random UUIDs (the Order schema carries user_id as a string). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    isGuest: boolean('is_guest').notNull(),
    email: text('email'),
    name: text('name'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Net days to pay an invoice after proof approval, set by staff; 0 pays before production. */
    netDays: integer('net_days').notNull().default(0),
    /** A reseller's sales tax exemption certificate, recorded by staff; null when none. */
    taxCertificate: text('tax_certificate'),
    companyEntityId: integer('company_entity_id').references(() => companyEntities.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
)

/**
 * A customer's applicator profiles (quote-core schema/applicator-profile.ts): the core, largest
 * roll, widest web, unwind and gap their labelling machine takes. Inches throughout.
 */
export const applicatorProfiles = pgTable(
  'applicator_profiles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    coreSizeIn: integer('core_size_in').notNull(),
    maxOutsideDiameterIn: doublePrecision('max_outside_diameter_in').notNull(),
    maxLabelWidthIn: doublePrecision('max_label_width_in').notNull(),
    unwindDirectionId: integer('unwind_direction_id').notNull(),
    minGapIn: doublePrecision('min_gap_in').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('applicator_profiles_user_id_idx').on(t.userId)],
)

/** Sessions keyed by the SHA-256 of the cookie token: a leaked table holds no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/**
 * Attempt counters of the abuse limits (logins per email and IP, failures per IP, sign-ups and
 * new guests per IP): one row per key and fixed window, counted with one atomic upsert, in the
 * database so that every server process shares them.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
)

/**
 * Orders (quotes). The whole Order lives in `state` (jsonb, minus the graphic design brief,
 * which has its own table); the columns beside it are copies kept for lookups.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    statusId: integer('status_id'),
    productTypeId: integer('product_type_id').notNull(),
    state: jsonb('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_status_idx').on(t.userId, t.statusId)],
)

/** The brief of a design-service order, one row per order. */
export const graphicDesignOrderDetails = pgTable('graphic_design_order_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  designTypeId: integer('design_type_id'),
  designProductTypeId: integer('design_product_type_id').notNull(),
  details: jsonb('details').notNull(),
  updatedAt: updatedAt(),
})

/** One cart per user; its lines are the user's orders with status 100. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/** Uploaded artwork files of a user, with what could be read of their size. */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    customerFilename: text('customer_filename').notNull(),
    fileType: text('file_type').notNull(),
    mimetype: text('mimetype').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    pageWidthPt: doublePrecision('page_width_pt'),
    pageHeightPt: doublePrecision('page_height_pt'),
    isLinked: boolean('is_linked').notNull().default(false),
    linkedDesignId: integer('linked_design_id'),
    printSequence: integer('print_sequence'),
    createdAt: createdAt(),
  },
  (t) => [index('designs_user_id_idx').on(t.userId)],
)

/** Artwork lines: a design on an order with its quantity. */
export const designsOrders = pgTable(
  'designs_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('designs_orders_order_id_idx').on(t.orderId)],
)

/** Files attached to a quote: logo, creative vision, style reference, variable data. */
export const quoteUploads = pgTable(
  'quote_uploads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimetype: text('mimetype').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_uploads_order_type_idx').on(t.orderId, t.type)],
)

/**
 * Upload bytes received but not yet written as designs or quote uploads: counted with the
 * stored bytes, so uploads finishing at the same time (in any process) cannot pass a quota
 * together. A request deletes its row when done; rows of a killed process expire.
 */
export const uploadReservations = pgTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('upload_reservations_user_idx').on(t.userId)],
)

/**
 * Dies: the stock library (no owner, ids from quote-core's seed) and customers' custom
 * sizes (owner set, ids from 100000 up).
 */
export const dies = pgTable(
  'dies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    statusId: integer('status_id').notNull(),
    width: doublePrecision('width').notNull(),
    length: doublePrecision('length').notNull(),
    depth: doublePrecision('depth'),
    label: text('label').notNull(),
    shapeId: integer('shape_id').notNull(),
    isSquareCorners: boolean('is_square_corners').notNull(),
    sizeTypeId: integer('size_type_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    s3key: text('s3key').notNull(),
    /**
     * A custom size's placed orders that used it: it is the owner's own die once one of them
     * paid for it (quote-core's customSizeIsOwned). Null on sizes kept before this was.
     */
    placedOrderIds: integer('placed_order_ids').array(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dies_owner_idx').on(t.ownerUserId)],
)

/**
 * Shared quotes: a read-only snapshot of an order when its owner shared it, found by the
 * SHA-256 of the link's token (the token itself is never stored). The snapshot outlives the
 * order: removing the order only forgets where it came from.
 */
export const sharedQuotes = pgTable(
  'shared_quotes',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shared_quotes_order_id_idx').on(t.orderId)],
)

/**
 * Orders placed at checkout: the snapshot (quote-core's PlacedOrder without its id) in `state`;
 * number, owner and status are copies kept for lookups. The Idempotency-Key is unique per
 * owner, so a retried checkout finds the order it placed; `request` keeps the checkout body
 * it was placed with (encoded), so a key sent again with another body is told apart. Placed
 * orders are never deleted with their owner.
 */
export const placedOrders = pgTable(
  'placed_orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null for orders placed before the body was kept. */
    request: jsonb('request'),
    status: text('status').notNull(),
    state: jsonb('state').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('placed_orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('placed_orders_user_placed_idx').on(t.userId, t.placedAt),
    index('placed_orders_status_idx').on(t.status, t.placedAt),
  ],
)

/** The proof file of each placed line (one per line; a new upload replaces the old). */
export const placedOrderProofs = pgTable(
  'placed_order_proofs',
  {
    id: serial('id').primaryKey(),
    placedOrderId: integer('placed_order_id')
      .notNull()
      .references(() => placedOrders.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('placed_order_proofs_line_idx').on(t.placedOrderId, t.orderId)],
)

/**
 * Links that open a placed order, emailed to its address on a look-up (POST
 * /account/orders/lookup), found by the SHA-256 of their key (the key itself is never stored).
 * A link opens its order until it expires, for the first user whose session opens it.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    placedOrderId: integer('placed_order_id')
      .notNull()
      .references(() => placedOrders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user whose session first opened the link; null before (or once that user is gone). */
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_links_placed_order_idx').on(t.placedOrderId),
    index('order_links_expires_at_idx').on(t.expiresAt),
  ],
)

/**
 * Placed orders a user may see and act on besides their own: each granted by opening an order
 * link, for good (and moved with a guest's orders when the guest logs in).
 */
export const placedOrderGrants = pgTable(
  'placed_order_grants',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    placedOrderId: integer('placed_order_id')
      .notNull()
      .references(() => placedOrders.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.placedOrderId] }),
    index('placed_order_grants_placed_order_idx').on(t.placedOrderId),
  ],
)

/**
 * The outbox: every email of an order, written in the transaction of the event that sends it,
 * then delivered by the mail worker. `key` names the event and recipient, so one event never
 * queues two emails; `next_attempt_at` is when the worker may (next) take it.
 */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    placedOrderId: integer('placed_order_id')
      .notNull()
      .references(() => placedOrders.id),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** queued | sent | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('emails_due_idx').on(t.status, t.nextAttemptAt),
    index('emails_placed_order_idx').on(t.placedOrderId, t.id),
  ],
)

/**
 * Stripe webhook events already applied, by Stripe's event id: Stripe sends an event again
 * until it is answered, and one sent twice changes nothing the second time.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/**
 * Card refunds to make through the provider: written in the transaction of the change that
 * refunds (a cancellation, a payment the webhook could not book), then made by the refund
 * worker, outside any transaction. `key` is the provider's idempotency key, so a refund tried
 * again is made once; `next_attempt_at` is when the worker may (next) take it.
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    placedOrderId: integer('placed_order_id')
      .notNull()
      .references(() => placedOrders.id),
    orderNumber: text('order_number').notNull(),
    /** The provider's reference of the payment refunded (a Stripe payment intent). */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** queued | made | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('provider_refunds_due_idx').on(t.status, t.nextAttemptAt),
    index('provider_refunds_placed_order_idx').on(t.placedOrderId),
  ],
)

export const schema = {
  companyEntities,
  users,
  sessions,
  rateLimits,
  orders,
  graphicDesignOrderDetails,
  carts,
  designs,
  designsOrders,
  quoteUploads,
  uploadReservations,
  dies,
  sharedQuotes,
  placedOrders,
  placedOrderProofs,
  orderLinks,
  placedOrderGrants,
  emails,
  stripeEvents,
  providerRefunds,
}
