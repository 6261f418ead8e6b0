import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { STORE_CONTACT } from '@diecut/quote-core'
import { sql } from 'drizzle-orm'
import { buildApp } from './app'
import { expireIdleGuests } from './auth/guest-expiry'
import { createMarkdownBlog } from './blog/markdown-blog'
import { createWordpressBlog } from './blog/wordpress-blog'
import { envProblem, readEnv } from './config/env'
import { cachedFor } from './db/cached-ping'
import { packageRoot } from './config/package-root'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { defaultRefundWorkerSettings, startRefundWorker } from './payments/refund-worker'
import { createStripeProvider } from './payments/stripe-provider'
import { defaultLimits } from './deps'
import { fileTransport, smtpTransport } from './mail/mail-transport'
import { defaultMailWorkerSettings, startMailWorker } from './mail/mail-worker'
import { createRepositories } from './repositories/repositories'
import { createFileStorage } from './storage/create-file-storage'

const env = readEnv(process.env)
const problem = envProblem(env)
if (problem !== null) {
  console.error(problem)
  process.exit(1)
}
const root = packageRoot()
const dataDir = path.resolve(env.DATA_DIR)
mkdirSync(path.join(dataDir, 'uploads'), { recursive: true })

const openConfigured = () =>
  openDatabase(
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: env.DATABASE_URL, max: env.DB_POOL_MAX },
  )

if (env.WORKERS > 1 && cluster.isPrimary) {
  // Several processes on one PostgreSQL: this one migrates, then starts the workers, which share
  // the port; it restarts a worker that dies and passes SIGTERM/SIGINT on to them.
  const database = await openConfigured()
  await migrateDatabase(database, new Date())
  await database.close()
  let stopping = false
  const listening = new WeakSet<object>()
  cluster.on('listening', (worker) => listening.add(worker))
  for (let i = 0; i < env.WORKERS; i++) cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit()
      return
    }
    if (!listening.has(worker)) {
      // It failed while starting: another would fail the same way.
      console.error(`worker ${worker.process.pid} could not start (${signal ?? code})`)
      stopAll('SIGTERM')
      process.exitCode = 1
      return
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    cluster.fork()
  })
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 1000).unref()
  }
  process.on('SIGTERM', () => stopAll('SIGTERM'))
  process.on('SIGINT', () => stopAll('SIGINT'))
} else await serve()

async function serve() {
  const database = await openConfigured()
  // A worker's primary has migrated already.
  if (!cluster.isWorker) await migrateDatabase(database, new Date())
  // PGlite belongs to this process alone, so its reads may be cached; a PostgreSQL server is shared.
  const repos = createRepositories(database.db, { singleProcess: database.kind === 'pglite' })
  await repos.sessions.deleteExpired(new Date())

  const storefrontDir = path.resolve(
    env.STOREFRONT_DIR ?? path.join(root, '..', 'storefront', 'dist'),
  )
  const storage = await createFileStorage(env, dataDir)
  // Card payment is offered only with both Stripe keys (and SITE_URL, envProblem).
  const payments =
    env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET === undefined
      ? null
      : createStripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        })
  const app = await buildApp(
    {
      repos,
      storage,
      blog:
        env.WORDPRESS_URL === undefined
          ? createMarkdownBlog(path.resolve(env.BLOG_DIR ?? path.join(root, 'content', 'blog')))
          : createWordpressBlog(env.WORDPRESS_URL),
      clock: () => new Date(),
      ping: cachedFor(1000, async () => {
        await database.db.execute(sql`select 1`)
      }),
      newId: randomUUID,
      limits: {
        bodyBytes: env.MAX_BODY_BYTES,
        uploadFileBytes: env.MAX_UPLOAD_BYTES,
        uploadFiles: defaultLimits.uploadFiles,
        svgBytes: defaultLimits.svgBytes,
        userQuotaBytes: env.UPLOAD_QUOTA_USER_BYTES,
        totalQuotaBytes: env.UPLOAD_QUOTA_TOTAL_BYTES,
        pdfThreads: env.PDF_THREADS ?? defaultLimits.pdfThreads,
        pdfTimeoutMs: env.PDF_TIMEOUT_MS,
        pdfBytes: env.PDF_MAX_BYTES,
        pdfQueue: defaultLimits.pdfQueue,
        pdfCacheBytes: env.PDF_CACHE_BYTES,
      },
      storefrontDir: existsSync(path.join(storefrontDir, 'index.html')) ? storefrontDir : null,
      allowedOrigins: env.ALLOWED_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
      sessionTtlDays: env.SESSION_TTL_DAYS,
      mail: {
        store: STORE_CONTACT,
        siteUrl: env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`,
        staffEmail: env.STAFF_EMAIL ?? null,
      },
      payments,
      taxRates: env.TAX_RATES,
      loginLimit: {
        maxFailures: env.LOGIN_MAX_FAILURES,
        windowMinutes: env.LOGIN_WINDOW_MINUTES,
        maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
        maxSignupsPerIp: env.SIGNUP_MAX_PER_IP,
        maxGuestsPerIp: env.GUEST_MAX_PER_IP,
        maxOrderLookupsPerIp: env.ORDER_LOOKUP_MAX_PER_IP,
        maxOrderLookupsPerEmail: env.ORDER_LOOKUP_MAX_PER_EMAIL,
      },
    },
    { logger: { level: env.LOG_LEVEL }, trustProxy: env.TRUST_PROXY },
  )

  await app.listen({ port: env.PORT, host: env.HOST })

  // Emails go out from the outbox, written with the events that send them.
  const mailDir = path.join(dataDir, 'mail')
  const transport =
    env.SMTP_URL === undefined
      ? fileTransport(mailDir, env.MAIL_FROM)
      : smtpTransport(env.SMTP_URL, env.MAIL_FROM)
  if (env.SMTP_URL === undefined)
    app.log.info({ dir: mailDir }, `no SMTP_URL: emails are written as .eml files in ${mailDir}`)
  else app.log.info({ transport: transport.description }, 'emails are sent over SMTP')
  const mailer = startMailWorker({
    repos,
    transport,
    clock: () => new Date(),
    log: app.log,
    settings: {
      ...defaultMailWorkerSettings,
      pollMs: env.MAIL_POLL_MS,
      retryMs: env.MAIL_RETRY_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
  })

  // Card refunds go out from their outbox, written with the changes that refund.
  const refunder =
    payments === null
      ? null
      : startRefundWorker({
          repos,
          payments,
          clock: () => new Date(),
          log: app.log,
          settings: defaultRefundWorkerSettings,
        })

  // Idle guests (nothing carted, saved or ordered) and ended abuse counters: at start, then
  // hourly, by one process only when there are several.
  const sweep = async () => {
    try {
      const expired = await expireIdleGuests({ repos, storage }, new Date(), env.GUEST_IDLE_HOURS)
      if (expired > 0) app.log.info({ expired }, 'idle guests removed')
    } catch (err) {
      app.log.error({ err }, 'idle guest sweep failed')
    }
  }
  const sweeps = !cluster.isWorker || cluster.worker?.id === 1
  if (sweeps) void sweep()
  const sweeper = sweeps ? setInterval(() => void sweep(), 3_600_000) : undefined
  sweeper?.unref()

  // Graceful stop: refuse new connections, finish the requests in flight, then close the database.
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out')
      process.exit(1)
    }, env.SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    // Keep-alive connections that finish their request after close() began are idle only then.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100)
    idle.unref()
    if (sweeper !== undefined) clearInterval(sweeper)
    try {
      await app.close()
      await mailer.stop()
      await refunder?.stop()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
