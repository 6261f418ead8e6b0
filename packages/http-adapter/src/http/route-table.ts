import type { FastifyInstance, RouteOptions } from 'fastify'

/** One route as the server registered it. */
export type RouteEntry = {
  readonly method: string
  /** The path pattern, e.g. /orders/quoter/:orderId. */
  readonly url: string
  /** A GET kept for old clients that changes data (guarded like a POST). */
  readonly changesData: boolean
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>()

/** Records every route registered from here on (call before the routes are registered). */
export const recordRoutes = (app: FastifyInstance): void => {
  const table: RouteEntry[] = []
  tables.set(app, table)
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods)
      if (method !== 'HEAD')
        table.push({ method, url: route.url, changesData: route.config?.changesData === true })
  })
}

/** The routes the app registered, in order: what the store answers. */
export const routeTable = (app: FastifyInstance): readonly RouteEntry[] => tables.get(app) ?? []
