import { referenceData } from '@diecut/quote-core'
import { Schema } from 'effect'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail } from '../../http/failure'
import { orEmpty } from '../../http/request-schemas'

const PositiveParam = (max: number) =>
  Schema.NumberFromString.pipe(Schema.compose(Schema.Int), Schema.between(1, max))
const PostsQuery = Schema.Struct({
  per_page: Schema.optionalWith(PositiveParam(100), { default: () => 10 }),
  page: Schema.optionalWith(PositiveParam(10_000), { default: () => 1 }),
  _embed: Schema.optional(Schema.String),
})
const decodePostsQuery = decodeRequest(PostsQuery)

/** Routes without a session: health, reference data, blog. */
export const publicRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', async (_req, reply) => {
      try {
        await deps.ping()
        return { ok: true }
      } catch {
        return reply.code(503).send({ ok: false })
      }
    })

    let reference: unknown = null
    app.get('/api/reference-data', async () => (reference ??= referenceData()))

    app.get('/wp-json/wp/v2/posts', async (req, reply) => {
      const query = decodePostsQuery(orEmpty(req.query))
      const embed = query._embed !== undefined
      let page
      try {
        page = await deps.blog.latest({ perPage: query.per_page, page: query.page, embed })
      } catch (e) {
        req.log.warn({ err: e }, 'blog source failed')
        return fail({ _tag: 'UpstreamFailed', message: 'The blog is unavailable right now.' })
      }
      return reply
        .headers({
          'x-wp-total': String(page.total),
          'x-wp-totalpages': String(Math.max(1, Math.ceil(page.total / query.per_page))),
          'cache-control': 'public, max-age=300',
        })
        .send(page.posts)
    })
  }
