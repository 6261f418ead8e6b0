import { referenceData } from '@diecut/quote-core'
import { Option, Schema } from 'effect'
import type { FastifyRequest } from 'fastify'
import { PageOutOfRange, type PostPage, type WpPost } from '../../blog/blog-source'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail } from '../../http/failure'
import { fixedJson } from '../../http/fixed-json'
import { IdFromString, orEmpty } from '../../http/request-schemas'

const PositiveParam = (max: number) =>
  Schema.NumberFromString.pipe(Schema.compose(Schema.Int), Schema.between(1, max))
const PostsQuery = Schema.Struct({
  per_page: Schema.optionalWith(PositiveParam(100), { default: () => 10 }),
  page: Schema.optionalWith(PositiveParam(10_000), { default: () => 1 }),
  _embed: Schema.optional(Schema.String),
  // WordPress takes `slug=a,b` or `slug=a&slug=b`.
  slug: Schema.optional(Schema.Union(Schema.String, Schema.Array(Schema.String))),
})
const decodePostsQuery = decodeRequest(PostsQuery)
const decodePostId = Schema.decodeUnknownOption(IdFromString)

const slugsOf = (slug: string | readonly string[] | undefined): string[] | undefined =>
  slug === undefined
    ? undefined
    : (typeof slug === 'string' ? [slug] : slug)
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== '')

/** WordPress's own error fields, beside the contract's `error`, for WordPress clients. */
const NO_SUCH_POST = {
  code: 'rest_post_invalid_id',
  message: 'Invalid post ID.',
  data: { status: 404 },
}

/** This site's origin as the request reached it (X-Forwarded-* only behind a trusted proxy). */
const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`

/** WordPress answers absolute links; a post's path on this site gets this site's origin. */
const withAbsoluteLink = (post: WpPost, origin: string): WpPost =>
  post.link.startsWith('/') && !post.link.startsWith('//')
    ? { ...post, link: origin + post.link }
    : post

/**
 * WordPress's paging headers: totals, and a Link header to the previous and next pages, the
 * request's own query with another `page`.
 */
const pagingHeaders = (
  req: FastifyRequest,
  answer: PostPage,
  perPage: number,
  page: number,
): Record<string, string> => {
  const totalPages = Math.ceil(answer.total / perPage)
  const url = new URL(req.url, originOf(req))
  const pageLink = (n: number, rel: string) => {
    url.searchParams.set('page', String(n))
    return `<${url.href}>; rel="${rel}"`
  }
  const links = [
    ...(page > 1 ? [pageLink(Math.min(page - 1, totalPages), 'prev')] : []),
    ...(totalPages > page ? [pageLink(page + 1, 'next')] : []),
  ]
  return {
    'x-wp-total': String(answer.total),
    'x-wp-totalpages': String(totalPages),
    ...(links.length === 0 ? {} : { link: links.join(', ') }),
  }
}

/** Routes without a session: health, reference data, blog. */
export const publicRoutes: RouteModule = (deps) => async (app) => {
  app.get('/healthz', async (_req, reply) => {
    try {
      await deps.ping()
      return { ok: true }
    } catch {
      return reply.code(503).send({ ok: false })
    }
  })

  // Browsers ask for /favicon.ico on an address that names no icon (an answer shown as JSON, a
  // PDF): the store's pages carry their icon in their HTML, so there is nothing here, and
  // saying so (204) rather than 404 keeps it out of the browser's errors.
  app.get('/favicon.ico', async (_req, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  )

  // Fixed while the server runs: serialised and compressed once.
  const reference = fixedJson(referenceData)
  app.get('/api/reference-data', async (req, reply) => reference(req, reply))

  const fromBlog = async <A>(req: FastifyRequest, read: () => Promise<A>): Promise<A> => {
    try {
      return await read()
    } catch (e) {
      if (e instanceof PageOutOfRange)
        return fail({
          _tag: 'DecodeFailed',
          message: 'The page number requested is larger than the number of pages available.',
          issues: [{ path: 'page', message: `must be at most ${e.totalPages}` }],
        })
      req.log.warn({ err: e }, 'blog source failed')
      return fail({ _tag: 'UpstreamFailed', message: 'The blog is unavailable right now.' })
    }
  }

  app.get('/wp-json/wp/v2/posts', async (req, reply) => {
    const query = decodePostsQuery(orEmpty(req.query))
    const slugs = slugsOf(query.slug)
    const answer = await fromBlog(req, () =>
      deps.blog.latest({
        perPage: query.per_page,
        page: query.page,
        embed: query._embed !== undefined,
        ...(slugs === undefined ? {} : { slugs }),
      }),
    )
    const origin = originOf(req)
    return reply
      .headers({
        ...pagingHeaders(req, answer, query.per_page, query.page),
        'cache-control': 'public, max-age=300',
      })
      .send(answer.posts.map((p) => withAbsoluteLink(p, origin)))
  })

  app.get<{ Params: { id: string } }>('/wp-json/wp/v2/posts/:id', async (req, reply) => {
    // Like WordPress, an id that is not a number is no post at all.
    const id = Option.getOrNull(decodePostId(req.params.id))
    const { _embed } = decodePostsQuery(orEmpty(req.query))
    const post =
      id === null ? null : await fromBlog(req, () => deps.blog.byId(id, _embed !== undefined))
    if (post === null) return fail({ _tag: 'NotFound', body: NO_SUCH_POST })
    return reply
      .header('cache-control', 'public, max-age=300')
      .send(withAbsoluteLink(post, originOf(req)))
  })
}
