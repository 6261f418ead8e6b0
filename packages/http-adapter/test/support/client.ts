import type { FastifyInstance } from 'fastify'

/** An answer with its body parsed as JSON when it is JSON. */
export type Answer = {
  readonly status: number
  readonly headers: Headers
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any
  readonly text: string
}

export type RequestOptions = {
  readonly json?: unknown
  readonly body?: RequestInit['body']
  readonly headers?: Record<string, string>
}

export type UploadFile = {
  readonly name: string
  readonly data: Uint8Array | string
  readonly type?: string
  /** The multipart part's name ('file' unless given). */
  readonly field?: string
}

type Sent = { readonly method: string; readonly path: string; readonly init: RequestInit }

/** Sends one request: over a socket (fetch) or through Fastify's inject (no socket). */
type Transport = (sent: Sent) => Promise<Response>

const overSocket =
  (base: string): Transport =>
  ({ path, init }) =>
    fetch(base + path, init)

// Multipart bodies (uploads) need the socket: inject is for JSON and empty bodies.
const throughInject =
  (app: FastifyInstance): Transport =>
  async ({ method, path, init }) => {
    if (init.body !== undefined && typeof init.body !== 'string')
      throw new Error('an injected request takes a JSON or empty body; uploads need the socket')
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers: init.headers as Record<string, string>,
      ...(init.body === undefined ? {} : { payload: init.body }),
    })
    const headers = new Headers()
    for (const [k, v] of Object.entries(res.headers))
      for (const one of Array.isArray(v) ? v : [v])
        if (one !== undefined) headers.append(k, String(one))
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers,
    })
  }

/**
 * A client with a cookie jar: one client is one browser (one session). Given the app it
 * answers through `app.inject`; given a URL it goes over the socket.
 */
export const createClient = (target: string | FastifyInstance) => {
  const send = typeof target === 'string' ? overSocket(target) : throughInject(target)
  const jar = new Map<string, string>()
  const request = async (
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await send({
      method,
      path,
      init: {
        method,
        headers: {
          ...(cookie === '' ? {} : { cookie }),
          ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.json === undefined ? options.body : JSON.stringify(options.json),
      },
    })
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (pair !== undefined && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    return { status: res.status, headers: res.headers, body, text }
  }
  return {
    jar,
    request,
    get: (path: string, o?: RequestOptions) => request('GET', path, o),
    post: (path: string, json?: unknown, o?: RequestOptions) =>
      request('POST', path, { ...o, json }),
    put: (path: string, json?: unknown, o?: RequestOptions) => request('PUT', path, { ...o, json }),
    del: (path: string, o?: RequestOptions) => request('DELETE', path, o),
    upload: (path: string, files: readonly UploadFile[], fields: Record<string, string> = {}) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      for (const f of files)
        form.append(
          f.field ?? 'file',
          new Blob([f.data], { type: f.type ?? 'application/octet-stream' }),
          f.name,
        )
      return request('POST', path, { body: form })
    },
  }
}

export type Client = ReturnType<typeof createClient>
