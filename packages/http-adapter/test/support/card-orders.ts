import { expect } from 'vitest'
import { checkout, checkoutBody, fillCart } from './checkout'
import { createClient, type Client } from './client'
import { labelPatch } from './fixtures'
import * as files from './sample-files'
import type { StripeStandIn } from './stripe-stand-in'
import type { TestServer } from './test-server'

export type Placed = { number: string; total: number; lines: { order_id: number }[] }

/** Placing, proofing and paying orders by card on a test server with the Stripe stand-in. */
export const cardOrders = (
  server: () => TestServer,
  stripe: () => StripeStandIn,
  staff: () => Client,
) => {
  const placeOrder = async (): Promise<{ customer: Client; placed: Placed }> => {
    const customer = createClient(server().url)
    await fillCart(customer, [labelPatch])
    const res = await checkout(customer, checkoutBody())
    expect(res.status).toBe(201)
    return { customer, placed: res.body.placed_order as Placed }
  }
  const approveAll = async (customer: Client, placed: Placed) => {
    for (const line of placed.lines) {
      const proof = await staff().upload(
        `/api/admin/orders/${placed.number}/proof`,
        [{ name: 'p.png', data: files.png(40, 30) }],
        { order_id: String(line.order_id) },
      )
      expect(proof.status).toBe(200)
      const ok = await customer.post(`/account/orders/placed/${placed.number}/proof`, {
        order_id: line.order_id,
        decision: 'approve',
      })
      expect(ok.status).toBe(200)
    }
  }
  const approvedOrder = async () => {
    const { customer, placed } = await placeOrder()
    await approveAll(customer, placed)
    return { customer, placed }
  }
  /** Starts payment and has the customer pay on the stand-in: the signed webhook's payload. */
  const paidPayload = async (customer: Client, number: string) => {
    const res = await customer.post(`/account/orders/placed/${number}/payment`)
    expect(res.status).toBe(200)
    const session = stripe().sessionAt(res.body.url)
    if (session === undefined) throw new Error('the pay URL is no session of the stand-in')
    return { payload: stripe().complete(session.id), session }
  }
  /** An approved order paid by card through the webhook, and its payment intent. */
  const paidOrder = async () => {
    const { customer, placed } = await approvedOrder()
    const { payload, session } = await paidPayload(customer, placed.number)
    expect((await stripe().deliver(server().url, payload)).status).toBe(200)
    const intent = stripe().session(session.id)?.payment_intent
    if (typeof intent !== 'string') throw new Error('the session has no payment intent')
    return { customer, placed, intent }
  }
  return { placeOrder, approveAll, approvedOrder, paidPayload, paidOrder }
}
