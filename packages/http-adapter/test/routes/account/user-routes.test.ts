import { APPLICATOR_PROFILES_FULL, MAX_APPLICATOR_PROFILES } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import { labelPatch } from '../../support/fixtures'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const password = 'correct horse battery'

describe.each(backends)('sessions and accounts on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { loginLimit: { maxFailures: 3, windowMinutes: 15 } })
  })
  afterAll(async () => {
    await server.close()
  })

  it('gives a first visitor a guest session cookie (httpOnly, SameSite=Lax)', async () => {
    const client = createClient(server.url)
    const res = await client.get('/account/users/current-user')
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      is_guest: true,
      is_logged_in: false,
      email: null,
      company_entity: null,
      is_admin: false,
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^diecut_sid=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    const again = await client.get('/account/users/current-user')
    expect(again.body.user.id).toBe(res.body.user.id)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('marks the cookie Secure behind TLS (X-Forwarded-Proto: https)', async () => {
    const res = await createClient(server.url).get('/account/users/current-user', {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers.get('set-cookie')).toContain('Secure')
  })

  it('keeps only a hash of the session token in the database', async () => {
    const client = createClient(server.url)
    await client.get('/account/users/current-user')
    const token = client.jar.get('diecut_sid') ?? ''
    const dump = JSON.stringify(await server.dump())
    expect(token.length).toBeGreaterThan(20)
    expect(dump).not.toContain(token)
  })

  it('signs up a guest, keeping their quotes; refuses a taken email (409) and short passwords (400)', async () => {
    const client = createClient(server.url)
    const quote = await client.post('/orders/quoter', { order: labelPatch })
    const res = await client.post('/account/users/signup', {
      email: 'Ada@Example.com',
      password,
      name: 'Ada',
      company_name: 'Ada Labs',
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      is_guest: false,
      is_logged_in: true,
      email: 'ada@example.com',
      name: 'Ada',
    })
    expect(res.body.user.company_entity).toMatchObject({ name: 'Ada Labs' })
    expect((await client.post(`/orders/quoter/${quote.body.order.id}`, {})).status).toBe(200)
    const taken = await createClient(server.url).post('/account/users/signup', {
      email: 'ada@example.com',
      password,
      name: 'Other',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error.code).toBe('email_taken')
    const short = await createClient(server.url).post('/account/users/signup', {
      email: 'b@example.com',
      password: 'short',
      name: 'B',
    })
    expect(short.status).toBe(400)
    expect(short.body.error.issues[0].path).toBe('password')
  })

  it('logs in, moving the guest quotes and cart into the account', async () => {
    const first = createClient(server.url)
    await first.post('/account/users/signup', { email: 'mover@example.com', password, name: 'Mo' })
    const guest = createClient(server.url)
    const open = await guest.post('/orders/quoter', { order: labelPatch })
    const carted = await guest.post('/orders/quoter', { order: labelPatch })
    await guest.post(`/carts/add-to-cart/${carted.body.order.id}`)
    const login = await guest.post('/account/users/login', { email: 'MOVER@example.com', password })
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({ email: 'mover@example.com', is_guest: false })
    expect((await first.post(`/orders/quoter/${open.body.order.id}`, {})).status).toBe(200)
    const cart = await first.get('/carts/current')
    expect(cart.body.cart.orders.map((o: { id: number }) => o.id)).toEqual([carted.body.order.id])
  })

  it('answers wrong credentials with the same 401 whether or not the email exists', async () => {
    const client = createClient(server.url)
    await client.post('/account/users/signup', { email: 'known@example.com', password, name: 'K' })
    const wrong = await createClient(server.url).post('/account/users/login', {
      email: 'known@example.com',
      password: 'nope-nope',
    })
    const unknown = await createClient(server.url).post('/account/users/login', {
      email: 'nobody@example.com',
      password: 'nope-nope',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.error.code).toBe('invalid_credentials')
  })

  it('rate-limits failed logins per email and IP with 429 and Retry-After', async () => {
    const client = createClient(server.url)
    await client.post('/account/users/signup', {
      email: 'limited@example.com',
      password,
      name: 'L',
    })
    const attacker = createClient(server.url)
    for (let i = 0; i < 3; i++)
      expect(
        (
          await attacker.post('/account/users/login', {
            email: 'limited@example.com',
            password: `wrong-${i}xx`,
          })
        ).status,
      ).toBe(401)
    const blocked = await attacker.post('/account/users/login', {
      email: 'limited@example.com',
      password,
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body.error.code).toBe('too_many_attempts')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    const otherEmail = await attacker.post('/account/users/login', {
      email: 'known@example.com',
      password,
    })
    expect(otherEmail.status).toBe(200)
  })

  it('logs out to a fresh guest', async () => {
    const client = createClient(server.url)
    const signed = await client.post('/account/users/signup', {
      email: 'leaver@example.com',
      password,
      name: 'Lee',
    })
    const out = await client.post('/account/users/logout')
    expect(out.status).toBe(200)
    expect(out.body.user).toMatchObject({ is_guest: true })
    expect(out.body.user.id).not.toBe(signed.body.user.id)
    const now = await client.get('/account/users/current-user')
    expect(now.body.user.id).toBe(out.body.user.id)
  })

  it('saves account details with production presets; guests get 401', async () => {
    const guest = await createClient(server.url).put('/account/users/account-details', {
      name: 'X',
    })
    expect(guest.status).toBe(401)
    const client = createClient(server.url)
    await client.post('/account/users/signup', {
      email: 'presets@example.com',
      password,
      name: 'P',
    })
    const res = await client.put('/account/users/account-details', {
      name: 'Pat',
      company_name: 'Pat Co',
      roll_max: 6,
      roll_type_id: 1,
      is_fewest_possible_rolls: true,
    })
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({
      name: 'Pat',
      company_entity: {
        name: 'Pat Co',
        roll_max: 6,
        roll_type_id: 1,
        is_fewest_possible_rolls: true,
      },
    })
    const bad = await client.put('/account/users/account-details', { roll_type_id: 9 })
    expect(bad.status).toBe(400)
  })

  it('keeps applicator profiles per account: list, create, update, delete; others get 404', async () => {
    const zebra = {
      name: 'Zebra ZE500',
      core_size_in: 3,
      max_outside_diameter_in: 6,
      max_label_width_in: 4.25,
      unwind_direction_id: 3,
      min_gap_in: 0.125,
    }
    const guest = createClient(server.url)
    expect((await guest.get('/account/applicator-profiles')).status).toBe(401)
    expect((await guest.post('/account/applicator-profiles', zebra)).status).toBe(401)

    const owner = createClient(server.url)
    await owner.post('/account/users/signup', { email: 'line@example.com', password, name: 'L' })
    expect((await owner.get('/account/applicator-profiles')).body).toEqual({ profiles: [] })
    const created = await owner.post('/account/applicator-profiles', zebra)
    expect(created.status).toBe(200)
    const id: number = created.body.profile.id
    expect(created.body.profile).toMatchObject({ ...zebra, id })
    expect(typeof created.body.profile.updated_at).toBe('string')

    const changed = await owner.put(`/account/applicator-profiles/${id}`, {
      ...zebra,
      name: '  Line 2 applicator ',
      unwind_direction_id: 8,
    })
    expect(changed.status).toBe(200)
    expect(changed.body.profile).toMatchObject({
      id,
      name: 'Line 2 applicator',
      unwind_direction_id: 8,
    })
    expect((await owner.get('/account/applicator-profiles')).body.profiles).toHaveLength(1)

    // Bad input: a clear 400 naming the field, and nothing saved.
    for (const bad of [
      { ...zebra, unwind_direction_id: 9 },
      { ...zebra, core_size_in: 2 },
      { ...zebra, name: '   ' },
      { ...zebra, max_outside_diameter_in: -1 },
      { name: 'No sizes' },
    ]) {
      const res = await owner.post('/account/applicator-profiles', bad)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('bad_request')
      expect(res.body.error.issues.length).toBeGreaterThan(0)
    }
    expect((await owner.put(`/account/applicator-profiles/${id}`, {})).status).toBe(400)
    expect((await owner.put('/account/applicator-profiles/abc', zebra)).status).toBe(400)

    // Someone else's profile: not found, and untouched.
    const other = createClient(server.url)
    await other.post('/account/users/signup', {
      email: 'other-line@example.com',
      password,
      name: 'O',
    })
    expect((await other.get('/account/applicator-profiles')).body.profiles).toEqual([])
    const theirs = await other.put(`/account/applicator-profiles/${id}`, zebra)
    expect(theirs.status).toBe(404)
    expect(theirs.body.error.code).toBe('not_found')
    expect((await other.del(`/account/applicator-profiles/${id}`)).status).toBe(404)
    expect((await owner.get('/account/applicator-profiles')).body.profiles[0].name).toBe(
      'Line 2 applicator',
    )

    // A quote is fitted to its owner's profile only.
    const fitted = await owner.post('/orders/quoter', {
      order: { ...labelPatch, applicator_profile_id: id },
    })
    expect(fitted.status).toBe(200)
    expect(fitted.body.order.applicator_profile_id).toBe(id)
    const quote = await other.post('/orders/quoter', { order: labelPatch })
    const stolen = await other.post(`/orders/quoter/${quote.body.order.id}`, {
      order: { applicator_profile_id: id },
    })
    expect(stolen.status).toBe(404)
    const after = await other.post(`/orders/quoter/${quote.body.order.id}`, {})
    expect(after.body.order.applicator_profile_id).toBeNull()

    const deleted = await owner.del(`/account/applicator-profiles/${id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ profiles: [] })
    expect((await owner.del(`/account/applicator-profiles/${id}`)).status).toBe(404)
  })

  it('refuses a profile beyond the most an account keeps with 409', async () => {
    const client = createClient(server.url)
    await client.post('/account/users/signup', { email: 'many@example.com', password, name: 'M' })
    const profile = {
      name: 'Dispenser',
      core_size_in: 1,
      max_outside_diameter_in: 5,
      max_label_width_in: 4,
      unwind_direction_id: 1,
      min_gap_in: 0.125,
    }
    for (let i = 0; i < MAX_APPLICATOR_PROFILES; i++)
      expect((await client.post('/account/applicator-profiles', profile)).status).toBe(200)
    const full = await client.post('/account/applicator-profiles', profile)
    expect(full.status).toBe(409)
    expect(full.body.error).toEqual({
      code: 'applicator_profiles_full',
      message: APPLICATOR_PROFILES_FULL.message,
    })
    expect((await client.get('/account/applicator-profiles')).body.profiles).toHaveLength(
      MAX_APPLICATOR_PROFILES,
    )
  })
})
