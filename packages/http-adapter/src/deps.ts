import type { TaxRates } from '@diecut/quote-core'
import { availableParallelism } from 'node:os'
import type { FastifyPluginAsync } from 'fastify'
import { MAX_FILES_PER_UPLOAD, type EmailRecipients } from '@diecut/quote-core'
import type { BlogSource } from './blog/blog-source'
import type { PaymentProvider } from './payments/payment-provider'
import type { PdfRenderer, PdfSettings } from './pdf/pdf-renderer'
import type { Repositories } from './repositories/repositories'
import type { FileStorage } from './storage/file-storage'

/** Size limits of request bodies and uploads, in bytes, and what making a quote PDF may take. */
export type Limits = PdfSettings & {
  readonly bodyBytes: number
  readonly uploadFileBytes: number
  readonly uploadFiles: number
  /** SVG is sanitised as a whole document, so it has a smaller cap than other files. */
  readonly svgBytes: number
  /** Stored upload bytes one user may have (designs and quote uploads together). */
  readonly userQuotaBytes: number
  /** Stored upload bytes of the whole store. */
  readonly totalQuotaBytes: number
  /** Shared quotes' PDFs kept in memory (a snapshot never changes, so neither does its PDF). */
  readonly pdfCacheBytes: number
}

export const defaultLimits: Limits = {
  bodyBytes: 1024 * 1024,
  uploadFileBytes: 100 * 1024 * 1024,
  uploadFiles: MAX_FILES_PER_UPLOAD,
  svgBytes: 5 * 1024 * 1024,
  userQuotaBytes: 2 * 1024 * 1024 * 1024,
  totalQuotaBytes: 100 * 1024 * 1024 * 1024,
  // One core is left to the request loop.
  pdfThreads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  // A quote at the limits (500 designs) draws in a fraction of a second.
  pdfTimeoutMs: 10_000,
  // Such a quote is some 10 KB of PDF; megabytes mean something went wrong.
  pdfBytes: 4 * 1024 * 1024,
  pdfQueue: 64,
  pdfCacheBytes: 32 * 1024 * 1024,
}

/** Everything the app needs from outside; only server.ts (and tests) build it. */
export type Deps = {
  readonly repos: Repositories
  readonly storage: FileStorage
  readonly blog: BlogSource
  readonly clock: () => Date
  /** Answers when the database does; throws otherwise. */
  readonly ping: () => Promise<void>
  readonly newId: () => string
  readonly limits: Limits
  /** Built storefront folder (with index.html), or null when it is not built. */
  readonly storefrontDir: string | null
  /** Origins allowed to send mutating requests besides the server's own. */
  readonly allowedOrigins: readonly string[]
  readonly sessionTtlDays: number
  readonly loginLimit: AbuseLimits
  /** Who signs the store's emails, the site their links lead to, and staff's address. */
  readonly mail: EmailRecipients
  /** Where card payments are taken (Stripe), or null when the store takes none online. */
  readonly payments?: PaymentProvider | null
  /** The shop's sales tax table (TAX_RATES); Ohio at 7.5% when absent. */
  readonly taxRates?: TaxRates
}

/**
 * Limits per client against guessing and flooding, all counted in the database (several server
 * processes share them) within one window, except the in-memory flood guard per minute.
 */
export type AbuseLimits = {
  /** Failed logins for one email from one IP. */
  readonly maxFailures: number
  readonly windowMinutes: number
  /** Failed logins from one IP across emails (password spraying). */
  readonly maxFailuresPerIp?: number
  readonly maxSignupsPerIp?: number
  /** New guests (visits without a session) from one IP. */
  readonly maxGuestsPerIp?: number
  /**
   * Login, sign-up, order look-up and order link requests from one IP per minute, refused
   * before any database work.
   */
  readonly floodPerMinute?: number
  /** Order look-ups (find your order by email and number) from one IP. */
  readonly maxOrderLookupsPerIp?: number
  /** Order look-ups naming one email address, from anywhere: no inbox is flooded with links. */
  readonly maxOrderLookupsPerEmail?: number
}

export const defaultAbuseLimits: Required<AbuseLimits> = {
  maxFailures: 5,
  windowMinutes: 15,
  maxFailuresPerIp: 10,
  maxSignupsPerIp: 10,
  maxGuestsPerIp: 500,
  floodPerMinute: 60,
  maxOrderLookupsPerIp: 20,
  maxOrderLookupsPerEmail: 5,
}

/** What routes are given: the store's dependencies and the app's one pool of PDF threads. */
export type RouteDeps = Deps & { readonly pdfs: PdfRenderer }

/** A group of routes: given the store's dependencies, a Fastify plugin that registers them. */
export type RouteModule = (deps: RouteDeps) => FastifyPluginAsync
