/**
 * A local stand-in for the few Stripe API endpoints the store calls, on a free loopback port,
 * speaking Stripe's documented shapes (form-encoded requests, JSON answers):
 *   POST /v1/checkout/sessions  creates a Checkout Session (id, object, url, amount_total,
 *                               metadata, payment_intent null until paid); Idempotency-Key honoured
 *   POST /v1/refunds            refunds a payment intent of a completed session
 * Every request must carry `Authorization: Bearer <secret key>`. `holdRefunds()` makes refund
 * requests go unanswered (and unmade), as a provider that never answers, until `releaseRefunds()`. `complete` pays a session and
 * posts the `checkout.session.completed` event to the store, signed as Stripe signs webhooks:
 * `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload" with the webhook secret>`.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

type Session = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete'
  payment_status: 'unpaid' | 'paid'
  url: string
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string | null
  cancel_url: string | null
}

type Refund = {
  id: string
  object: 'refund'
  payment_intent: string
  amount: number
  currency: string
  status: 'succeeded'
}

/** What the store sent with a request to the stand-in. */
export type SeenRequest = {
  readonly path: string
  readonly idempotencyKey: string | undefined
  readonly form: URLSearchParams
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** The Stripe-Signature header of a payload, signed with the webhook secret at `at` (seconds). */
export const stripeSignature = (payload: string, secret: string, at: number): string =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const stripeError = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { error: { type: 'invalid_request_error', message } })

const amountOf = (form: URLSearchParams): number => {
  let total = 0
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i++)
    total +=
      Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
      Number(form.get(`line_items[${i}][quantity]`))
  return total
}

const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].flatMap(([k, v]) => {
      const m = /^metadata\[(.+)\]$/.exec(k)
      return m?.[1] === undefined ? [] : [[m[1], v]]
    }),
  )

export const startStripeStandIn = async (keys: { secretKey: string; webhookSecret: string }) => {
  const sessions = new Map<string, Session>()
  const refunds: Refund[] = []
  const seen: SeenRequest[] = []
  const answered = new Map<string, unknown>()
  const held: ServerResponse[] = []
  let holding = false
  let base = ''

  const createSession = (form: URLSearchParams): Session => {
    const id = newId('cs_test')
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${base}/pay/${id}`,
      amount_total: amountOf(form),
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      client_reference_id: form.get('client_reference_id'),
      metadata: metadataOf(form),
      payment_intent: null,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
    }
    sessions.set(id, session)
    return session
  }

  const createRefund = (form: URLSearchParams): Refund | null => {
    const intent = form.get('payment_intent')
    const session = [...sessions.values()].find((s) => s.payment_intent === intent)
    if (intent === null || session === undefined) return null
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      payment_intent: intent,
      amount: form.has('amount') ? Number(form.get('amount')) : session.amount_total,
      currency: session.currency,
      status: 'succeeded',
    }
    refunds.push(refund)
    return refund
  }

  const server = createServer((req, res) => {
    void (async () => {
      const form = new URLSearchParams(await readBody(req))
      const path = req.url ?? ''
      if (req.headers.authorization !== `Bearer ${keys.secretKey}`)
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      const key = req.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' ? key : undefined
      seen.push({ path, idempotencyKey, form })
      const replay = idempotencyKey === undefined ? undefined : answered.get(idempotencyKey)
      if (replay !== undefined) return send(res, 200, replay)
      let answer: unknown
      if (req.method === 'POST' && path === '/v1/checkout/sessions') answer = createSession(form)
      else if (req.method === 'POST' && path === '/v1/refunds') {
        // Never answered: the caller waits until it gives up.
        if (holding) return void held.push(res)
        answer = createRefund(form)
        if (answer === null) return stripeError(res, 400, 'No such payment_intent')
      } else return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`)
      if (idempotencyKey !== undefined) answered.set(idempotencyKey, answer)
      send(res, 200, answer)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  base = `http://127.0.0.1:${address.port}`

  /**
   * Posts a webhook payload to the store, signed with `secret` (the right one by default) at
   * `at` (Unix seconds; now by default).
   */
  const deliver = async (
    storeUrl: string,
    payload: string,
    secret = keys.webhookSecret,
    at = Math.floor(Date.now() / 1000),
  ): Promise<{ status: number; body: unknown }> => {
    const res = await fetch(`${storeUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, secret, at),
      },
      body: payload,
    })
    const text = await res.text()
    return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
  }

  /** An event as Stripe posts it, around `object`. */
  const eventPayload = (type: string, object: unknown): string =>
    JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    })

  return {
    url: base,
    eventPayload,
    /** `charge.refunded` of a payment intent refunded in full at Stripe (its dashboard). */
    chargeRefunded(intent: string, amount: number): string {
      return eventPayload('charge.refunded', {
        id: newId('ch'),
        object: 'charge',
        amount,
        amount_refunded: amount,
        currency: 'usd',
        payment_intent: intent,
        refunded: true,
      })
    },
    /** `charge.dispute.created` of a payment intent's charge. */
    disputeCreated(intent: string, amount: number, reason = 'fraudulent'): string {
      return eventPayload('charge.dispute.created', {
        id: newId('dp'),
        object: 'dispute',
        amount,
        currency: 'usd',
        charge: newId('ch'),
        payment_intent: intent,
        reason,
        status: 'needs_response',
      })
    },
    seen,
    refunds,
    session: (id: string) => sessions.get(id),
    /** The session whose payment page is this URL. */
    sessionAt: (url: string) => [...sessions.values()].find((s) => s.url === url),
    /**
     * The customer pays the session: it gets a payment intent, and the answer is the
     * `checkout.session.completed` event's payload, as Stripe would post it.
     */
    complete(id: string): string {
      const session = sessions.get(id)
      if (session === undefined) throw new Error(`no session ${id}`)
      session.status = 'complete'
      session.payment_status = 'paid'
      session.payment_intent ??= newId('pi')
      return eventPayload('checkout.session.completed', { ...session })
    },
    deliver,
    /** Refund requests from now on are never answered, nor made, until releaseRefunds. */
    holdRefunds() {
      holding = true
    },
    /** Refunds are made and answered again; requests held so far are dropped unanswered. */
    releaseRefunds() {
      holding = false
      for (const res of held.splice(0)) res.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>
