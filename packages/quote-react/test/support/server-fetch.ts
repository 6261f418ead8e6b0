/** One request the tests saw going to the server. */
export type SeenRequest = {
  readonly method: string
  readonly path: string
  readonly at: number
  /** The JSON body, when there was one. */
  readonly body: unknown
}

export type ServerFetch = typeof fetch & {
  /** Every request sent so far, in order. */
  readonly seen: SeenRequest[]
  /** Requests whose path starts with the prefix (and method, when given). */
  readonly count: (prefix: string, method?: string) => number
  /** Called as each request leaves (before the network), e.g. to act "during" a request. */
  onSend: ((r: SeenRequest) => void) | null
  /** Holds each answer this long before handing it over (the request itself is real). */
  holdMs: (r: SeenRequest) => number
  /** Requests sent and not answered yet. */
  readonly pending: () => number
}

const pathOf = (input: RequestInfo | URL): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  return new URL(url, 'http://x').pathname
}

const held = (ms: number, signal: AbortSignal | null | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (ms <= 0) return resolve()
    const t = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(t)
      reject(new DOMException('The operation was aborted.', 'AbortError'))
    })
  })

/**
 * The real fetch with a request log and, in Node, a cookie jar (a browser, or happy-dom, keeps
 * its own): nothing is mocked, every request reaches the real server.
 */
export const serverFetch = (
  base: typeof fetch = globalThis.fetch,
  { jar: useJar = true }: { jar?: boolean } = {},
): ServerFetch => {
  const jar = new Map<string, string>()
  const seen: SeenRequest[] = []
  let pending = 0
  const send = async (input: RequestInfo | URL, init: RequestInit): Promise<Response> => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const request = { method: init.method ?? 'GET', path: pathOf(input), at: Date.now(), body }
    seen.push(request)
    f.onSend?.(request)
    if (!useJar) {
      const res = await base(input, init)
      await held(f.holdMs(request), init.signal)
      return res
    }
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await base(input, { ...init, headers })
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    await held(f.holdMs(request), init.signal)
    return res
  }
  const f = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    pending++
    return send(input, init).finally(() => pending--)
  }) as ServerFetch
  Object.assign(f, {
    pending: () => pending,
    seen,
    count: (prefix: string, method?: string) =>
      seen.filter((r) => r.path.startsWith(prefix) && (method === undefined || r.method === method))
        .length,
    onSend: null,
    holdMs: () => 0,
  })
  return f
}

/**
 * The real server's answers, with the JSON body of the answers to `path` (a path prefix)
 * rewritten by `change`: how a test meets an answer that does not match the core's Schemas.
 */
export const tamperedFetch =
  (base: typeof fetch, path: string, change: (body: unknown) => unknown): typeof fetch =>
  async (input, init) => {
    const res = await base(input, init)
    if (!pathOf(input).startsWith(path)) return res
    const body: unknown = await res.json()
    return new Response(JSON.stringify(change(body)), { status: res.status, headers: res.headers })
  }
