import { industries, palettes, styleCategories } from '@diecut/quote-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../../support/client'
import * as files from '../../support/sample-files'
import { backends } from '../../support/test-database'
import { startTestServer, type TestServer } from '../../support/test-server'

const brief = {
  design_style_preferences: [
    { category_id: 1, style_id: 11 },
    { category_id: 8, style_id: 81 },
  ],
  color_preferences: [4, 10],
  color_preference_specific: 'Forest green #14532d',
  brand_description: 'Small-batch honey from Vermont',
  website_url: 'https://bees.example',
  product_name_description: 'Wildflower Honey, 12 oz jar',
  product_ingredients_directions: 'Raw honey. Store at room temperature.',
  specific_fonts: 'Playfair Display',
  look_feel_description: 'Warm, handmade, premium',
  additional_text: 'Net wt 12 oz (340 g)',
  is_font_license_needed: true,
}

describe.each(backends)('design orders on %s', (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server.close()
  })

  it('builds a custom design brief through the quoter, uploads, and adds it to the cart', async () => {
    const client = createClient(server.url)
    const created = await client.post('/orders/quoter', { order: { product_type_id: 3 } })
    const id = created.body.order.id
    const quoter = await client.post(`/orders/quoter/${id}`, {
      order: {
        substrate_id: 3,
        shape_id: 1,
        width: 2,
        length: 3,
        graphic_design_order_details: {
          design_type_id: 3,
          design_product_type_id: 1,
          is_vector_logo: true,
          product_industry_id: 209,
          product_regulatory_information: 'FDA net weight and origin',
        },
      },
    })
    expect(quoter.status).toBe(200)
    expect(quoter.body.errors).toContainEqual(
      expect.objectContaining({
        message: 'Upload Logo Vector Files',
        code: 'vector_logo_files_missing',
        blocking: true,
      }),
    )

    const before = await server.dump()
    const refused = await client.post(`/carts/add-to-cart/${id}`)
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Upload Logo Vector Files', 'Select Your Design Style Preference']),
    )
    expect(await server.dump()).toEqual(before)

    for (const [type, name] of [
      ['logo', 'logo.pdf'],
      ['style_reference', 'ref.pdf'],
      ['creative_vision', 'mood.pdf'],
    ] as const) {
      const up = await client.upload(
        `/orders/quote-add-order-upload/${id}`,
        [{ name, data: files.pdf(144, 144) }],
        { type },
      )
      expect(up.status).toBe(200)
      const listed = await client.get(`/orders/quote-uploads/${id}/${type}`)
      expect(listed.body.orderUploads.map((u: { filename: string }) => u.filename)).toEqual([name])
    }

    const filled = await client.post(`/orders/quoter/${id}`, {
      order: { graphic_design_order_details: brief },
    })
    expect(filled.status).toBe(200)
    expect(filled.body.errors).toEqual([])
    const order = filled.body.order
    expect(order.price_breakdown).toEqual([
      { label: 'Custom Design', amount: 250 },
      { label: 'Font licence', amount: 45 },
    ])
    expect(order.quoted_total).toBe(295)

    const added = await client.post(`/carts/add-to-cart/${id}`)
    expect(added.status).toBe(200)
    expect(added.body.order.status_id).toBe(100)
    expect(added.body.cart.orders.map((o: { id: number }) => o.id)).toContain(id)

    const reopened = await client.request('POST', `/orders/quoter/${id}`)
    expect(reopened.body.order.graphic_design_order_details).toMatchObject({
      ...brief,
      design_type_id: 3,
      is_vector_logo: true,
      product_industry_id: 209,
      product_regulatory_information: 'FDA net weight and origin',
    })
  })

  it('refuses a fourth style or an unknown upload type with 400 and changes nothing', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: { product_type_id: 3 } })).body.order
      .id
    const before = await server.dump()
    const four = await client.post(`/orders/quoter/${id}`, {
      order: {
        graphic_design_order_details: {
          design_style_preferences: [11, 12, 13, 14].map((s) => ({ category_id: 1, style_id: s })),
        },
      },
    })
    expect(four.status).toBe(400)
    expect(four.body.error.code).toBe('bad_request')
    const badType = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'x.pdf', data: files.pdf(72, 72) }],
      { type: 'brochure' },
    )
    expect(badType.status).toBe(400)
    expect(await server.dump()).toEqual(before)
  })

  it('edits and recreation need artwork and instructions before the cart', async () => {
    const client = createClient(server.url)
    const id = (await client.post('/orders/quoter', { order: { product_type_id: 3 } })).body.order
      .id
    const res = await client.post(`/orders/quoter/${id}`, {
      order: {
        substrate_id: 3,
        graphic_design_order_details: { design_type_id: 2, design_product_type_id: 1 },
      },
    })
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'artwork_missing',
      'artwork_instructions_missing',
      'logo_files_missing',
    ])
    expect(res.body.order.price_breakdown).toEqual([{ label: 'Artwork Recreation', amount: 95 }])
  })

  it('lists each style category with its pictures and each palette with its swatches', async () => {
    const res = await createClient(server.url).get('/api/reference-data')
    const categories = res.body.style_categories
    expect(categories.map((c: { label: string }) => c.label)).toEqual([
      'Playful',
      'Photo',
      'Minimal',
      'Detailed',
      'Sketch',
      'Vintage',
      'Commercial',
      'Luxury',
    ])
    expect(categories.map((c: { styles: unknown[] }) => c.styles.length)).toEqual(
      styleCategories.map((c) => c.styles.length),
    )
    for (const c of categories) {
      for (const s of c.styles)
        expect(s.image).toMatch(/^\/assets\/images\/design-styles\/[a-z-]+\/[a-z0-9-]+\.svg$/)
    }
    expect(res.body.palettes.map((p: { swatches: unknown[] }) => p.swatches)).toEqual(
      palettes.map((p) => p.swatches),
    )
    for (const p of res.body.palettes) expect(p.mood.length).toBeGreaterThan(5)
    expect(res.body.industries).toEqual(industries)
    expect(res.body.industries.at(-1)).toEqual({ id: 210, label: 'Not Applicable' })
  })
})
