import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Client } from './client'
import { labelPatch } from './fixtures'

/** A business address in Chicago, as the checkout form sends it. */
export const address = {
  name: 'Ada Buyer',
  company: 'Acme Foods',
  address1: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  country: 'US',
  is_residential: false,
}

/** Quotes each patch and adds it to the client's cart; answers the order ids. */
export const fillCart = async (
  client: Client,
  patches: readonly Record<string, unknown>[] = [labelPatch],
): Promise<number[]> => {
  const ids: number[] = []
  for (const patch of patches) {
    const created = await client.post('/orders/quoter', { order: patch })
    expect(created.status).toBe(200)
    const added = await client.post(`/carts/add-to-cart/${created.body.order.id}`)
    expect(added.status).toBe(200)
    ids.push(created.body.order.id)
  }
  return ids
}

/** A checkout body with Ground and the guest's email. */
export const checkoutBody = (patch: Record<string, unknown> = {}) => ({
  address,
  shipping_code: '03',
  email: 'ada@example.com',
  po_number: 'PO-1',
  ...patch,
})

/** POST /carts/checkout with an Idempotency-Key (a fresh one unless given). */
export const checkout = (client: Client, body: unknown = checkoutBody(), key = randomUUID()) =>
  client.post('/carts/checkout', body, { headers: { 'idempotency-key': key } })
