import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type Answer } from '../support/client'
import { labelPatch } from '../support/fixtures'
import { backends } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

// Text PostgreSQL cannot store (NUL) and text that is not Unicode (a lone surrogate; JSON
// carries it as an escape such as "\ud800").
const BAD = ['Hello\u0000world', 'broken \ud800 text', '\udc00']
const password = 'correct horse battery'

const expectBadRequest = (res: Answer, path: string) => {
  expect(res.status).toBe(400)
  expect(res.body.error).toMatchObject({ code: 'bad_request', message: expect.any(String) })
  expect(res.body.error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
}

describe.each(backends)('free text that cannot be stored, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('refuses NUL or a lone surrogate in order comments and brief fields (400), changing nothing', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', {
      order: { ...labelPatch, comments_customer: 'Keep me' },
    })
    const id = created.body.order.id
    const before = (await client.post(`/orders/quoter/${id}`)).body.order
    const fields = [
      'comments_customer',
      'comments_preprinting',
      'pantone_comments',
      'variable_data_special_requests',
      'customer_label',
    ]
    for (const field of fields)
      for (const bad of BAD)
        expectBadRequest(
          await client.post(`/orders/quoter/${id}`, { order: { [field]: bad } }),
          `order.${field}`,
        )
    const design = await client.post('/orders/quoter', { order: { product_type_id: 3 } })
    const designBefore = design.body.order
    for (const field of ['brand_description', 'website_url', 'specific_fonts', 'additional_text'])
      expectBadRequest(
        await client.post(`/orders/quoter/${designBefore.id}`, {
          order: { graphic_design_order_details: { [field]: BAD[0] } },
        }),
        `order.graphic_design_order_details.${field}`,
      )
    expect((await client.post(`/orders/quoter/${id}`)).body.order).toEqual(before)
    expect((await client.post(`/orders/quoter/${designBefore.id}`)).body.order).toEqual(
      designBefore,
    )
    // A new order with bad text is not created either.
    const count = (await server.dump()).orders?.length
    expectBadRequest(
      await client.post('/orders/quoter', { order: { comments_customer: BAD[1] } }),
      'order.comments_customer',
    )
    expect((await server.dump()).orders?.length).toBe(count)
  })

  it('refuses it in the saved quote label, sign-up, login and account name', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: labelPatch })
    const id = created.body.order.id
    for (const [field, value] of [
      ['name', BAD[0]],
      ['name', BAD[1]],
      ['email', 'ada\u0000@example.com'],
      ['email', 'ada\ud800@example.com'],
      ['company_name', BAD[2]],
    ] as const)
      expectBadRequest(
        await client.post('/account/users/signup', {
          email: 'ada@example.com',
          password,
          name: 'Ada',
          [field]: value,
        }),
        field,
      )
    expect((await client.get('/account/users/current-user')).body.user.is_guest).toBe(true)
    expectBadRequest(
      await client.post('/account/users/login', { email: 'x\u0000@example.com', password }),
      'email',
    )
    const signup = await client.post('/account/users/signup', {
      email: 'ada@example.com',
      password,
      name: 'Ada',
    })
    expect(signup.status).toBe(200)
    for (const bad of BAD) {
      expectBadRequest(await client.put('/account/users/account-details', { name: bad }), 'name')
      expectBadRequest(
        await client.post(`/carts/save-to-account/${id}`, { customer_label: bad }),
        'customer_label',
      )
    }
    expect((await client.get('/account/users/current-user')).body.user.name).toBe('Ada')
    expect((await client.post(`/orders/quoter/${id}`)).body.order.status_id).toBeNull()
  })
})

describe.each(backends)('flags as 1/0 or true/false, on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('reads is_residential: 0 like false for shipping rates', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const address = { address1: '1 Main St', city: 'Columbus', state: 'OH', zip: '43215' }
    const asNumber = await client.post(`/account/shipments/get-rates-by-order/${id}`, {
      ...address,
      is_residential: 0,
    })
    const asBoolean = await client.post(`/account/shipments/get-rates-by-order/${id}`, {
      ...address,
      is_residential: false,
    })
    expect(asNumber.status).toBe(200)
    expect(asNumber.body).toEqual(asBoolean.body)
  })

  it('reads order flags as 1/0 or true/false alike', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: labelPatch })).body.order.id
    const on = await client.post(`/orders/quoter/${id}`, { order: { is_square_corners: 1 } })
    expect(on.status).toBe(200)
    expect(on.body.order.is_square_corners).toBe(true)
    const off = await client.post(`/orders/quoter/${id}`, { order: { is_square_corners: false } })
    expect(off.body.order.is_square_corners).toBe(false)
    expectBadRequest(
      await client.post(`/orders/quoter/${id}`, { order: { is_square_corners: 2 } }),
      'order.is_square_corners',
    )
  })
})
