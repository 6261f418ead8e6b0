import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import { defaultAbuseLimits, type AbuseLimits, type Deps } from '../deps'
import { fail, FailureError } from '../http/failure'
import type { RateLimitRepository } from '../repositories/rate-limit-repository'

/** The limits in force: the configured ones over the defaults. */
export const abuseLimits = (deps: Pick<Deps, 'loginLimit'>): Required<AbuseLimits> => ({
  ...defaultAbuseLimits,
  ...deps.loginLimit,
})

/** The counters a request is counted against, by what it attempts and who sends it. */
export const attemptKeys = (req: FastifyRequest, email?: string) => ({
  loginEmail: `login:${email?.toLowerCase() ?? ''}|${req.ip}`,
  loginIp: `login-ip:${req.ip}`,
  signupIp: `signup:${req.ip}`,
  guestIp: `guest:${req.ip}`,
  orderLookupIp: `order-lookup-ip:${req.ip}`,
  orderLookupEmail: `order-lookup-email:${email?.trim().toLowerCase() ?? ''}`,
})

/**
 * Counts the attempt first, atomically in the database, and refuses it with 429 when it is one
 * too many: attempts sent in parallel are each counted before any of them is checked.
 */
export const countAttempt = async (
  rateLimits: RateLimitRepository,
  key: string,
  limit: { readonly max: number; readonly windowMinutes: number; readonly message?: string },
  now: Date,
): Promise<void> => {
  const { count, endsAt } = await rateLimits.hit(key, now, limit.windowMinutes * 60_000)
  if (count > limit.max)
    fail({
      _tag: 'TooManyAttempts',
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
      ...(limit.message === undefined ? {} : { message: limit.message }),
    })
}

/** The per-IP counters of new rows (guests, accounts): which limit applies and its refusal. */
const NEW_FROM_IP = {
  guest: {
    limit: 'maxGuestsPerIp',
    message: 'Too many new visits from this network. Please wait a few minutes.',
  },
  signup: {
    limit: 'maxSignupsPerIp',
    message: 'Too many new accounts from this network. Please wait a few minutes.',
  },
} as const

/** Counts a new guest or a sign-up from the request's IP, refused with 429 past its limit. */
export const countNewFromIp = async (
  deps: Pick<Deps, 'loginLimit' | 'repos' | 'clock'>,
  req: FastifyRequest,
  what: keyof typeof NEW_FROM_IP,
): Promise<void> => {
  const limits = abuseLimits(deps)
  const { limit, message } = NEW_FROM_IP[what]
  await countAttempt(
    deps.repos.rateLimits,
    attemptKeys(req)[`${what}Ip`],
    { max: limits[limit], windowMinutes: limits.windowMinutes, message },
    deps.clock(),
  )
}

/**
 * @fastify/rate-limit as a flood guard in front of the database counters: in memory, per
 * process, off unless a route asks for it (see floodGuard); its refusal is the contract's 429.
 */
export const floodGuardOptions: RateLimitPluginOptions = {
  global: false,
  errorResponseBuilder: (_req, context) =>
    new FailureError({
      _tag: 'TooManyAttempts',
      retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      message: 'Too many requests. Please wait a minute and try again.',
    }),
}

/** Route options that put the flood guard on a route (login, sign-up, order look-ups). */
export const floodGuard = (deps: Pick<Deps, 'loginLimit'>) => ({
  config: { rateLimit: { max: abuseLimits(deps).floodPerMinute, timeWindow: 60_000 } },
})
