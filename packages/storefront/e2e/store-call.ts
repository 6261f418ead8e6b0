import type { Page } from 'playwright-core'

/**
 * Calls the store as the page's session (its cookie), as the storefront does, and answers the
 * JSON body; a refusal throws with the status and body, so a test stops where it went wrong.
 */
export const callStore = <T = { order: { id: number } }>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
      return (await res.json()) as unknown
    },
    { method, path, body },
  ) as Promise<T>
