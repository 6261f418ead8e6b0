import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The page routes of SPEC.md section 2: they answer the storefront's HTML. */
const PAGE_ROUTE =
  /^\/(?:|orders\/custom-(?:labels|cartons|design)(?:\/[^/]+)?|carts?|account(?:\/.*)?|labels(?:\/.*)?|cartons(?:\/.*)?|design|about(?:\/.*)?|contact|marketplace(?:\/.*)?|blog(?:\/.*)?|graphics|admin(?:\/.*)?|q\/[A-Za-z0-9_-]+)\/?$/

export const isPageRoute = (path: string): boolean => PAGE_ROUTE.test(path)

/** Built files under assets/dist/ carry a content hash in their names; the rest revalidate. */
export const cacheControlFor = (relativePath: string): string =>
  /^assets\/dist\/.+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/.test(relativePath.split(path.sep).join('/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'

const wantsHtml = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/html')

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>diecut</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>diecut</h1><p>The storefront is not built yet. Build it with
<code>pnpm --filter @diecut/storefront build</code> and restart the server.
The API is running: see <a href="/api/reference-data">/api/reference-data</a>.</p></body></html>
`

/**
 * Serves the built storefront (files as they are, page routes as index.html), or a short page
 * saying it is not built. Everything else unknown is a 404 in the API's error format.
 */
export const registerStorefront = async (
  app: FastifyInstance,
  dir: string | null,
): Promise<void> => {
  if (dir !== null)
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; they are sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(path.relative(dir, filePath))),
    })

  const page = (reply: FastifyReply) =>
    dir === null
      ? reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT)
      : reply.type('text/html; charset=utf-8').sendFile('index.html')

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      isPageRoute(path) &&
      (wantsHtml(req) || path === '/')
    )
      return page(reply)
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is no ${req.method} ${path}.` },
    })
  })
}
