/** A failed call: the server's error code and its readable message (CONTRACT.md error format). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message)
  }
}

type ErrorBody = { error?: { code?: string; message?: string } }

const errorOf = async (res: Response): Promise<ApiError> => {
  let body: unknown = null
  try {
    body = await res.json()
  } catch {
    body = null
  }
  const e = (body as ErrorBody | null)?.error
  return new ApiError(
    res.status,
    e?.code ?? 'http_error',
    e?.message ?? `The server answered ${res.status}.`,
    body,
  )
}

/** JSON request to the store's own API (same origin, session cookie included). */
export const requestJson = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> => {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  if (!res.ok) throw await errorOf(res)
  return (await res.json()) as T
}

export const getJson = <T>(path: string, signal?: AbortSignal) =>
  requestJson<T>('GET', path, undefined, signal)
export const postJson = <T>(path: string, body?: unknown, signal?: AbortSignal) =>
  requestJson<T>('POST', path, body ?? {}, signal)
