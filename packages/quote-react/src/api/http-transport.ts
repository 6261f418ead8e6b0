import { apiErrorFromBody, apiErrorFromThrown } from './api-error'

/** Bytes sent so far of a request body. */
export type UploadProgress = { readonly loaded: number; readonly total: number }

export type TransportOptions = {
  readonly baseUrl?: string
  readonly fetch?: typeof globalThis.fetch
  /** Used for uploads (progress events); null forces fetch. Defaults to the global one. */
  readonly XMLHttpRequest?: typeof globalThis.XMLHttpRequest | null
}

export type Transport = {
  /** A JSON call: the parsed body of a 2xx answer, or a thrown ApiError. */
  readonly json: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    headers?: Readonly<Record<string, string>>,
  ) => Promise<{ status: number; body: unknown }>
  /**
   * A JSON POST that ends the session and starts another (sign-up, login, logout): sent once
   * every request under way has its answer, and every later request waits for its answer, so
   * that no request carries the ended session's cookie to the server.
   */
  readonly switchSession: (
    path: string,
    body: unknown,
    signal?: AbortSignal,
  ) => Promise<{ status: number; body: unknown }>
  /** A multipart POST, reporting progress when XMLHttpRequest is available. */
  readonly multipart: (
    path: string,
    form: FormData,
    options?: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal },
  ) => Promise<{ status: number; body: unknown }>
}

const parse = (text: string): unknown => {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const settle = (status: number, text: string) => {
  const body = parse(text)
  if (status < 200 || status >= 300) throw apiErrorFromBody(status, body)
  return { status, body }
}

const viaXhr = (
  Xhr: typeof globalThis.XMLHttpRequest,
  url: string,
  form: FormData,
  onProgress: ((p: UploadProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<{ status: number; body: unknown }> =>
  new Promise((resolve, reject) => {
    const xhr = new Xhr()
    xhr.open('POST', url)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.total })
    xhr.onload = () => {
      try {
        resolve(settle(xhr.status, xhr.responseText))
      } catch (e) {
        reject(e)
      }
    }
    xhr.onerror = () => reject(apiErrorFromThrown(new Error('upload failed')))
    xhr.onabort = () => reject(apiErrorFromThrown(new DOMException('aborted', 'AbortError')))
    if (signal?.aborted) return xhr.abort()
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })

/** JSON and multipart calls against the store's server, cookies riding along (same origin). */
export const createTransport = (options: TransportOptions = {}): Transport => {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '')
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const Xhr =
    options.XMLHttpRequest === undefined
      ? globalThis.XMLHttpRequest
      : (options.XMLHttpRequest ?? undefined)

  // The requests a page sends before the server has answered go without a session cookie, and
  // the server starts a guest session for each; the browser keeps the cookie answered last. A
  // change (any method but GET) waits for those requests, so that it is made in the session the
  // visit goes on with, not in one whose cookie a late answer replaces.
  const opening = new Set<Promise<unknown>>()
  let opened = false
  // Every request under way. A change of session (sign-up, login, logout) ends the old session
  // on the server: a request still carrying its cookie that reaches the server afterwards is
  // answered in a new guest session, whose cookie would replace the new one. So a change of
  // session waits for every request under way, and every request waits for it.
  const underWay = new Set<Promise<unknown>>()
  let switching: Promise<void> | null = null

  const track = <T>(request: () => Promise<T>): Promise<T> => {
    const p = request()
    underWay.add(p)
    if (!opened) opening.add(p)
    const done = () => {
      underWay.delete(p)
      opening.delete(p)
      if (opening.size === 0) opened = true
    }
    p.then(done, done)
    return p
  }

  const start = async <T>(
    method: string,
    request: () => Promise<T>,
    switchesSession: boolean,
  ): Promise<T> => {
    while (switching !== null) await switching
    if (switchesSession) {
      const switched = Promise.allSettled([...underWay]).then(() => track(request))
      const settled = switched.then(
        () => undefined,
        () => undefined,
      )
      switching = settled
      void settled.then(() => {
        if (switching === settled) switching = null
      })
      return switched
    }
    // A read goes at once (and joins the opening requests before anything else can start).
    if (method !== 'GET' && opening.size > 0) await Promise.allSettled([...opening])
    return track(request)
  }

  const send = async (url: string, init: RequestInit, switchesSession: boolean) => {
    let res: Response
    try {
      res = await start(
        init.method ?? 'GET',
        () => doFetch(url, { credentials: 'same-origin', ...init }),
        switchesSession,
      )
    } catch (e) {
      throw apiErrorFromThrown(e)
    }
    const text = await res.text().catch((e: unknown) => {
      throw apiErrorFromThrown(e)
    })
    return settle(res.status, text)
  }

  const jsonInit = (
    method: string,
    body: unknown,
    signal: AbortSignal | undefined,
    headers: Readonly<Record<string, string>> | undefined,
  ): RequestInit => ({
    method,
    // An empty POST (the quote refresh) carries no body and so no JSON content type.
    headers: {
      ...headers,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal === undefined ? {} : { signal }),
  })

  return {
    json: (method, path, body, signal, headers) =>
      send(`${baseUrl}${path}`, jsonInit(method, body, signal, headers), false),
    switchSession: (path, body, signal) =>
      send(`${baseUrl}${path}`, jsonInit('POST', body, signal, undefined), true),
    multipart: async (path, form, { onProgress, signal } = {}) => {
      const url = `${baseUrl}${path}`
      if (Xhr !== undefined)
        return start('POST', () => viaXhr(Xhr, url, form, onProgress, signal), false)
      return send(
        url,
        {
          method: 'POST',
          headers: { accept: 'application/json' },
          body: form,
          ...(signal === undefined ? {} : { signal }),
        },
        false,
      )
    },
  }
}
