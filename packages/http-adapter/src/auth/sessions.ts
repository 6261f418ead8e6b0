import type { User } from '@diecut/quote-core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import type { Repos } from '../repositories/repositories'
import { countNewFromIp } from './attempt-limits'
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token'

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null
    sessionHash: string | null
    /** On a route with `session: 'withOrder'` whose request has a cookie: see PendingSession. */
    pendingSession: PendingSession | null
  }
  interface FastifyContextConfig {
    /**
     * false: the route needs no session (health, blog, reference data, files of the storefront).
     * 'withOrder': the route reads the cookie's session in the statement that reads its order
     * (ownedOrderRoute), so `user` stays null until then; without a cookie, as true.
     */
    session?: boolean | 'withOrder'
  }
}

/**
 * The cookie's session, not yet read: its token hash, and `resolve`, which reads it as every
 * other route does (a new guest when it is not live) and sets the request's user.
 */
export type PendingSession = { readonly hash: string; readonly resolve: () => Promise<User> }

const isSecure = (req: FastifyRequest): boolean =>
  req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https'

/** Creates a session row for the user and sets its cookie (httpOnly, SameSite=Lax, Secure on TLS). */
export const startSession = async (
  repos: Pick<Repos, 'sessions'>,
  deps: Pick<Deps, 'clock' | 'sessionTtlDays'>,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  user?: User,
): Promise<string> => {
  const now = deps.clock()
  const { token, hash } = newSessionToken()
  const maxAge = deps.sessionTtlDays * 24 * 3600
  await repos.sessions.create(hash, userId, now, new Date(now.getTime() + maxAge * 1000), user)
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(req),
    maxAge,
  })
  req.sessionHash = hash
  return hash
}

/**
 * A new guest user with a session: the start of every visit without a valid cookie. New guests
 * per IP are limited (each is a row in the database).
 */
export const startGuest = async (
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<User> => {
  await countNewFromIp(deps, req, 'guest')
  return deps.repos.transaction(async (repos) => {
    const user = await repos.users.createGuest(deps.newId(), deps.clock())
    await startSession(repos, deps, req, reply, user.id, user)
    return user
  })
}

/** The user of the session with this token hash, or a new guest when it is not live. */
const resolveSession = async (
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  hash: string | null,
): Promise<User> => {
  const user = hash === null ? null : await deps.repos.users.findBySession(hash, deps.clock())
  if (user !== null) {
    req.user = user
    req.sessionHash = hash
    return user
  }
  req.user = await startGuest(deps, req, reply)
  return req.user
}

/** Resolves the session cookie to a user before each API route that needs one. */
export const registerSessions = (app: FastifyInstance, deps: Deps): void => {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionHash', null)
  app.decorateRequest('pendingSession', null)
  app.addHook('preHandler', async (req, reply) => {
    const { session } = req.routeOptions.config
    if (session === false || req.routeOptions.url === undefined) return
    const token = req.cookies[SESSION_COOKIE]
    const hash =
      token !== undefined && token.length > 0 && token.length < 200 ? hashSessionToken(token) : null
    if (session === 'withOrder' && hash !== null) {
      req.pendingSession = { hash, resolve: () => resolveSession(deps, req, reply, hash) }
      return
    }
    await resolveSession(deps, req, reply, hash)
  })
}

/** The request's user (always set on routes with sessions). */
export const userOf = (req: FastifyRequest): User => {
  if (req.user === null) throw new Error('route without a session asked for the user')
  return req.user
}
