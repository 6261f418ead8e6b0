import { ApplicatorProfileInput, canAddApplicatorProfile } from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail, orNotFound } from '../../http/failure'
import { refuseGuest } from '../../http/refusal-failure'
import { IdFromString, orEmpty } from '../../http/request-schemas'

const decodeInput = decodeRequest(ApplicatorProfileInput)
const decodePath = decodeRequest(Schema.Struct({ profileId: IdFromString }))

/**
 * The account's applicator profiles (quote-core schema/applicator-profile.ts): list, create,
 * change and delete. Logged-in customers only; another customer's profile is not found.
 */
export const applicatorProfileRoutes: RouteModule = (deps) => async (app) => {
  const customer = (req: Parameters<typeof userOf>[0]) => {
    const user = userOf(req)
    refuseGuest(user)
    return user
  }

  app.get('/account/applicator-profiles', async (req) => {
    const user = customer(req)
    return { profiles: await deps.repos.applicatorProfiles.list(user.id) }
  })

  app.post('/account/applicator-profiles', async (req) => {
    const user = customer(req)
    const input = decodeInput(orEmpty(req.body))
    const profile = await deps.repos.transaction(async (repos) => {
      if (!canAddApplicatorProfile(await repos.applicatorProfiles.count(user.id)))
        fail({ _tag: 'ProfilesFull' })
      return repos.applicatorProfiles.create(user.id, input, deps.clock())
    })
    return { profile }
  })

  app.put('/account/applicator-profiles/:profileId', async (req) => {
    const user = customer(req)
    const { profileId } = decodePath(req.params)
    const input = decodeInput(orEmpty(req.body))
    const profile = await deps.repos.applicatorProfiles.update(
      user.id,
      profileId,
      input,
      deps.clock(),
    )
    return { profile: orNotFound(profile) }
  })

  app.delete('/account/applicator-profiles/:profileId', async (req) => {
    const user = customer(req)
    const { profileId } = decodePath(req.params)
    if (!(await deps.repos.applicatorProfiles.delete(user.id, profileId)))
      fail({ _tag: 'NotFound' })
    return { profiles: await deps.repos.applicatorProfiles.list(user.id) }
  })
}
