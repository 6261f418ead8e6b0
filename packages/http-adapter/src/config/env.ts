import { DEFAULT_TAX_RATES, TaxRates } from '@diecut/quote-core'
import { Either, ParseResult, Schema } from 'effect'

const IntFromString = (min: number, max: number) =>
  Schema.NumberFromString.pipe(Schema.compose(Schema.Int), Schema.between(min, max))
const BoolFromString = Schema.transform(Schema.Literal('0', '1', 'true', 'false'), Schema.Boolean, {
  strict: true,
  decode: (s) => s === '1' || s === 'true',
  encode: (b) => (b ? 'true' : 'false'),
})

/** The server's environment variables (packages/http-adapter/README.md#run), with their defaults. */
export const Env = Schema.Struct({
  PORT: Schema.optionalWith(IntFromString(0, 65535), { default: () => 3000 }),
  HOST: Schema.optionalWith(Schema.NonEmptyString, { default: () => '127.0.0.1' }),
  DATA_DIR: Schema.optionalWith(Schema.NonEmptyString, { default: () => './data' }),
  DATABASE_URL: Schema.optional(Schema.String.pipe(Schema.pattern(/^postgres(ql)?:\/\//))),
  DB_POOL_MAX: Schema.optionalWith(IntFromString(1, 100), { default: () => 10 }),
  WORKERS: Schema.optionalWith(IntFromString(1, 64), { default: () => 1 }),
  LOG_LEVEL: Schema.optionalWith(
    Schema.Literal('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    { default: () => 'info' as const },
  ),
  TRUST_PROXY: Schema.optionalWith(BoolFromString, { default: () => false }),
  ALLOWED_ORIGINS: Schema.optionalWith(Schema.String, { default: () => '' }),
  STOREFRONT_DIR: Schema.optional(Schema.String),
  BLOG_DIR: Schema.optional(Schema.String),
  WORDPRESS_URL: Schema.optional(Schema.String.pipe(Schema.pattern(/^https?:\/\//))),
  MAX_BODY_BYTES: Schema.optionalWith(IntFromString(1024, 100 * 1024 * 1024), {
    default: () => 1024 * 1024,
  }),
  MAX_UPLOAD_BYTES: Schema.optionalWith(IntFromString(1024, 2 * 1024 * 1024 * 1024), {
    default: () => 100 * 1024 * 1024,
  }),
  UPLOAD_QUOTA_USER_BYTES: Schema.optionalWith(IntFromString(1024, Number.MAX_SAFE_INTEGER), {
    default: () => 2 * 1024 * 1024 * 1024,
  }),
  UPLOAD_QUOTA_TOTAL_BYTES: Schema.optionalWith(IntFromString(1024, Number.MAX_SAFE_INTEGER), {
    default: () => 100 * 1024 * 1024 * 1024,
  }),
  S3_BUCKET: Schema.optional(
    Schema.String.pipe(Schema.pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)),
  ),
  S3_ENDPOINT: Schema.optional(Schema.String.pipe(Schema.pattern(/^https?:\/\//))),
  AWS_REGION: Schema.optionalWith(Schema.NonEmptyString, { default: () => 'us-east-1' }),
  AWS_ACCESS_KEY_ID: Schema.optional(Schema.String),
  AWS_SECRET_ACCESS_KEY: Schema.optional(Schema.String),
  AWS_SESSION_TOKEN: Schema.optional(Schema.String),
  SESSION_TTL_DAYS: Schema.optionalWith(IntFromString(1, 365), { default: () => 30 }),
  LOGIN_MAX_FAILURES: Schema.optionalWith(IntFromString(1, 1000), { default: () => 5 }),
  LOGIN_WINDOW_MINUTES: Schema.optionalWith(IntFromString(1, 1440), { default: () => 15 }),
  LOGIN_MAX_FAILURES_PER_IP: Schema.optionalWith(IntFromString(1, 100_000), { default: () => 10 }),
  SIGNUP_MAX_PER_IP: Schema.optionalWith(IntFromString(1, 100_000), { default: () => 10 }),
  GUEST_MAX_PER_IP: Schema.optionalWith(IntFromString(1, 1_000_000), { default: () => 500 }),
  ORDER_LOOKUP_MAX_PER_IP: Schema.optionalWith(IntFromString(1, 100_000), { default: () => 20 }),
  ORDER_LOOKUP_MAX_PER_EMAIL: Schema.optionalWith(IntFromString(1, 1000), { default: () => 5 }),
  GUEST_IDLE_HOURS: Schema.optionalWith(IntFromString(1, 24 * 365), { default: () => 72 }),
  PDF_THREADS: Schema.optional(IntFromString(1, 64)),
  PDF_TIMEOUT_MS: Schema.optionalWith(IntFromString(100, 600_000), { default: () => 10_000 }),
  PDF_MAX_BYTES: Schema.optionalWith(IntFromString(64 * 1024, 1024 * 1024 * 1024), {
    default: () => 4 * 1024 * 1024,
  }),
  PDF_CACHE_BYTES: Schema.optionalWith(IntFromString(0, 16 * 1024 * 1024 * 1024), {
    default: () => 32 * 1024 * 1024,
  }),
  /** The site's address in emails' links; http://HOST:PORT when unset. */
  SITE_URL: Schema.optional(Schema.String.pipe(Schema.pattern(/^https?:\/\/[^\s]+$/))),
  /** Where emails are sent (smtp://user:pass@host:port); without it they are written as files. */
  SMTP_URL: Schema.optional(Schema.String.pipe(Schema.pattern(/^smtps?:\/\/[^\s]+$/))),
  MAIL_FROM: Schema.optionalWith(Schema.NonEmptyString, {
    default: () => 'diecut <orders@localhost>',
  }),
  /** Staff's address for what needs them (changes asked for on a proof). */
  STAFF_EMAIL: Schema.optional(Schema.String.pipe(Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))),
  MAIL_POLL_MS: Schema.optionalWith(IntFromString(50, 3_600_000), { default: () => 1000 }),
  MAIL_RETRY_MS: Schema.optionalWith(IntFromString(50, 86_400_000), { default: () => 30_000 }),
  MAIL_MAX_ATTEMPTS: Schema.optionalWith(IntFromString(1, 100), { default: () => 8 }),
  STRIPE_SECRET_KEY: Schema.optional(Schema.NonEmptyString),
  /** The shop's sales tax table, JSON: {"OH": {"rate": 7.5, "shipping": true}} (the default). */
  TAX_RATES: Schema.optionalWith(Schema.parseJson(TaxRates), {
    default: () => DEFAULT_TAX_RATES,
  }),
  STRIPE_WEBHOOK_SECRET: Schema.optional(Schema.NonEmptyString),
  STRIPE_API_BASE: Schema.optional(Schema.String.pipe(Schema.pattern(/^https?:\/\//))),
  SHUTDOWN_TIMEOUT_MS: Schema.optionalWith(IntFromString(0, 600_000), { default: () => 10_000 }),
})
export type Env = typeof Env.Type

/** Why the environment cannot run, or null: several processes need a shared PostgreSQL. */
export const envProblem = (env: Env): string | null => {
  if (env.WORKERS > 1 && env.DATABASE_URL === undefined)
    return (
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded PGlite database belongs to one process. ` +
      'Set DATABASE_URL to a PostgreSQL server, or run with WORKERS=1.'
    )
  // Customers come back from Stripe's payment page to the site's own address, never to one
  // taken from a request's headers.
  if (env.STRIPE_SECRET_KEY !== undefined && env.SITE_URL === undefined)
    return 'STRIPE_SECRET_KEY needs SITE_URL: the address customers return to after paying (e.g. https://shop.example.com).'
  return null
}

/** Decodes process.env; a bad value stops the server with a readable message. */
export const readEnv = (env: NodeJS.ProcessEnv): Env => {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const result = Schema.decodeUnknownEither(Env, { onExcessProperty: 'ignore' })(defined)
  if (Either.isRight(result)) return result.right
  throw new Error(`Bad environment: ${ParseResult.TreeFormatter.formatErrorSync(result.left)}`)
}
