import { AccountDetailsPatch, LoginRequest, SignupRequest, type User } from '@diecut/quote-core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  abuseLimits,
  attemptKeys,
  countAttempt,
  countNewFromIp,
  floodGuard,
} from '../../auth/attempt-limits'
import { dummyHash, hashPassword, verifyPassword } from '../../auth/password'
import { startGuest, startSession, userOf } from '../../auth/sessions'
import { isUniqueViolation } from '../../db/unique-violation'
import type { Deps, RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { refuseGuest } from '../../http/refusal-failure'
import { orEmpty } from '../../http/request-schemas'
import type { Repos } from '../../repositories/repositories'

const decodeSignup = decodeRequest(SignupRequest)
const decodeLogin = decodeRequest(LoginRequest)
const decodeDetails = decodeRequest(AccountDetailsPatch)

/** Ends the old session and starts a new one for the user (no session fixation across login). */
const switchSession = async (
  repos: Repos,
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => {
  if (req.sessionHash !== null) await repos.sessions.delete(req.sessionHash)
  await startSession(repos, deps, req, reply, userId)
}

/** Sign-up, login, logout, the current user and account details (packages/http-adapter/API.md). */
export const userRoutes: RouteModule = (deps) => async (app) => {
  app.get('/account/users/current-user', async (req) => ({ user: userOf(req) }))

  app.post('/account/users/signup', floodGuard(deps), async (req, reply) => {
    const body = decodeSignup(orEmpty(req.body))
    await countNewFromIp(deps, req, 'signup')
    const current = userOf(req)
    const passwordHash = await hashPassword(body.password)
    const now = deps.clock()
    try {
      const user = await deps.repos.transaction(async (repos) => {
        if (await repos.users.emailTaken(body.email)) fail({ _tag: 'EmailTaken' })
        // A guest becomes the account, keeping their quotes, cart and artwork.
        const id = current.is_guest
          ? current.id
          : (await repos.users.createGuest(deps.newId(), now)).id
        await repos.users.register(
          id,
          { ...body, passwordHash, companyName: body.company_name },
          now,
        )
        await switchSession(repos, deps, req, reply, id)
        return orNotFound(await repos.users.find(id))
      })
      return { user }
    } catch (e) {
      if (isUniqueViolation(e)) return fail({ _tag: 'EmailTaken' })
      throw e
    }
  })

  app.post('/account/users/login', floodGuard(deps), async (req, reply) => {
    const { email, password } = decodeLogin(orEmpty(req.body))
    const now = deps.clock()
    const limits = abuseLimits(deps)
    const keys = attemptKeys(req, email)
    const window = { windowMinutes: limits.windowMinutes }
    // Counted before the password is checked; a login that succeeds takes its attempts back.
    await countAttempt(
      deps.repos.rateLimits,
      keys.loginEmail,
      { ...window, max: limits.maxFailures },
      now,
    )
    await countAttempt(
      deps.repos.rateLimits,
      keys.loginIp,
      { ...window, max: limits.maxFailuresPerIp },
      now,
    )
    const credentials = await deps.repos.users.credentials(email)
    const ok = await verifyPassword(password, credentials?.passwordHash ?? (await dummyHash()))
    if (credentials === null || !ok) return fail({ _tag: 'InvalidCredentials' })
    const guest = userOf(req)
    const user: User = await deps.repos.transaction(async (repos) => {
      if (guest.is_guest && guest.id !== credentials.id) {
        // The guest's quotes, cart, artwork and custom sizes move into the account.
        await repos.orders.moveAll(guest.id, credentials.id, now)
        await repos.placedOrders.moveAll(guest.id, credentials.id, now)
        await repos.designs.moveAll(guest.id, credentials.id)
        await repos.dies.moveAll(guest.id, credentials.id)
        await repos.carts.move(guest.id, credentials.id)
        await repos.users.delete(guest.id)
      }
      await repos.rateLimits.clear(keys.loginEmail)
      await repos.rateLimits.release(keys.loginIp)
      await switchSession(repos, deps, req, reply, credentials.id)
      return orNotFound(await repos.users.find(credentials.id))
    })
    return { user }
  })

  app.post('/account/users/logout', async (req, reply) => {
    if (req.sessionHash !== null) await deps.repos.sessions.delete(req.sessionHash)
    return { user: await startGuest(deps, req, reply) }
  })

  app.put('/account/users/account-details', async (req) => {
    const current = userOf(req)
    refuseGuest(current)
    const changes = decodeDetails(orEmpty(req.body))
    await deps.repos.transaction((repos) =>
      repos.users.updateDetails(current.id, changes, deps.clock()),
    )
    return { user: orNotFound(await deps.repos.users.find(current.id)) }
  })
}
