import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { Schema } from 'effect'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contentSecurityPolicyWithStyles } from '../http/security-headers'

/** The page routes of docs/product.md section 2: they answer the storefront's HTML. */
const PAGE_ROUTE =
  /^\/(?:|orders\/custom-(?:labels|cartons|design)(?:\/[^/]+)?|carts?|account(?:\/.*)?|labels(?:\/.*)?|cartons(?:\/.*)?|design|about(?:\/.*)?|contact|marketplace(?:\/.*)?|blog(?:\/.*)?|graphics|admin(?:\/.*)?|q\/[A-Za-z0-9_-]+)\/?$/

export const isPageRoute = (path: string): boolean => PAGE_ROUTE.test(path)

/** Built files under assets/dist/ carry a content hash in their names; the rest revalidate. */
export const cacheControlFor = (relativePath: string): string =>
  /^assets\/dist\/.+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/.test(relativePath.split(path.sep).join('/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'

/** The storefront build writes the HTML of its prerendered pages here, one file per path. */
const PAGES_DIR = 'pages'

/** The page path a prerendered file answers: `pages/index.html` is `/`, `pages/a/b.html` is `/a/b`. */
export const pagePathOf = (relativeFile: string): string => {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  return route === 'index' ? '/' : `/${route}`
}

/**
 * Beside them, the CSP sources of the styles each page carries in its HTML, by page path
 * (`{ "/orders/custom-labels": ["'sha256-...'"] }`).
 */
const INLINE_STYLES_FILE = 'inline-styles.json'

const InlineStyles = Schema.parseJson(
  Schema.Record({
    key: Schema.String,
    value: Schema.Array(Schema.String.pipe(Schema.pattern(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/))),
  }),
)

/** A prerendered page: its file (relative to the pages directory) and its answer's policy. */
type PrerenderedPage = { readonly file: string; readonly contentSecurityPolicy: string }

/**
 * The inline styles' sources of a build (none when it lists none). A list that does not decode
 * stops the server: its pages would show unstyled.
 */
const inlineStyleSources = async (root: string) => {
  const text = await readFile(path.join(root, INLINE_STYLES_FILE), 'utf8').catch((e: unknown) => {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '{}'
    throw e
  })
  return Schema.decodeUnknownSync(InlineStyles)(text)
}

/** The prerendered pages of a build, by page path. */
const prerenderedPages = async (dir: string): Promise<Map<string, PrerenderedPage>> => {
  const root = path.join(dir, PAGES_DIR)
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const styles = await inlineStyleSources(root)
  return new Map(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => {
        const file = path.relative(root, path.join(e.parentPath, e.name))
        const pagePath = pagePathOf(file)
        const contentSecurityPolicy = contentSecurityPolicyWithStyles(styles[pagePath] ?? [])
        return [pagePath, { file, contentSecurityPolicy }] as const
      }),
  )
}

/**
 * The HTML of the other pages, each with its own code preloaded, and the list of which address
 * answers which (`[{ "path": "<regular expression>", "file": "3.html" }]`, first match wins).
 */
const SHELLS_DIR = 'page-shells'
const SHELLS_FILE = 'shells.json'

const Shells = Schema.parseJson(
  Schema.Array(
    Schema.Struct({
      path: Schema.String,
      file: Schema.String.pipe(Schema.pattern(/^\w[\w-]*\.html$/)),
    }),
  ),
)

/** A page's HTML with its code preloaded, and the addresses it answers. */
type PageShell = { readonly path: RegExp; readonly file: string }

/**
 * The page shells of a build (none when it has none). A list that does not decode stops the
 * server, as does a pattern that is not a regular expression.
 */
const pageShells = async (dir: string): Promise<readonly PageShell[]> => {
  const text = await readFile(path.join(dir, SHELLS_DIR, SHELLS_FILE), 'utf8').catch(
    (e: unknown) => {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '[]'
      throw e
    },
  )
  return Schema.decodeUnknownSync(Shells)(text).map((s) => ({
    path: new RegExp(s.path),
    file: s.file,
  }))
}

const wantsHtml = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes('text/html')

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>diecut</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>diecut</h1><p>The storefront is not built yet. Build it with
<code>pnpm --filter @diecut/storefront build</code> and restart the server.
The API is running: see <a href="/api/reference-data">/api/reference-data</a>.</p></body></html>
`

/**
 * Serves the built storefront (files as they are; page routes as their prerendered HTML when
 * the build made one, else as the first page shell whose pattern matches, else as index.html), or a short page saying it is not built.
 * Everything else unknown is a 404 in the API's error format.
 */
export const registerStorefront = async (
  app: FastifyInstance,
  dir: string | null,
): Promise<void> => {
  const pages = dir === null ? new Map<string, PrerenderedPage>() : await prerenderedPages(dir)
  const shells = dir === null ? [] : await pageShells(dir)
  if (dir !== null)
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Prerendered pages and page shells are answered at page paths only.
      allowedPath: (pathName) =>
        !pathName.startsWith(`/${PAGES_DIR}/`) && !pathName.startsWith(`/${SHELLS_DIR}/`),
      // The build writes .br and .gz beside each file; they are sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(path.relative(dir, filePath))),
    })

  const page = (reply: FastifyReply, pagePath: string) => {
    // A shared quote's page is for whoever was given its link, never for a search engine.
    if (pagePath.startsWith('/q/')) reply.header('x-robots-tag', 'noindex')
    if (dir === null) return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT)
    const prerendered = pages.get(pagePath)
    if (prerendered !== undefined)
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', prerendered.contentSecurityPolicy)
        .sendFile(prerendered.file, path.join(dir, PAGES_DIR))
    const shell = shells.find((s) => s.path.test(pagePath))
    return shell === undefined
      ? reply.type('text/html; charset=utf-8').sendFile('index.html')
      : reply.type('text/html; charset=utf-8').sendFile(shell.file, path.join(dir, SHELLS_DIR))
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/'
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      isPageRoute(path) &&
      (wantsHtml(req) || path === '/')
    )
      return page(reply, path)
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is no ${req.method} ${path}.` },
    })
  })
}
