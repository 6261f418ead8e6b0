import { dielineSvg, Inches, SIZES_NOT_MODIFIED, SIZES_VERSION } from '@diecut/quote-core'
import { Schema } from 'effect'
import { userOf } from '../../auth/sessions'
import type { RouteModule } from '../../deps'
import { decodeRequest } from '../../http/decode-request'
import { fail } from '../../http/failure'
import { orEmpty } from '../../http/request-schemas'
import { SVG_HEADERS } from '../../uploads/serve-file'

const SeeAllSizesBody = Schema.Struct({
  lastModified: Schema.optionalWith(
    Schema.NullOr(Schema.Union(Schema.String.pipe(Schema.maxLength(64)), Schema.Number)),
    { default: () => null },
  ),
})

const InchesParam = Schema.NumberFromString.pipe(Schema.compose(Inches))
const BoolParam = Schema.transform(Schema.Literal('0', '1', 'true', 'false'), Schema.Boolean, {
  strict: true,
  decode: (s) => s === '1' || s === 'true',
  encode: (b) => (b ? '1' : '0'),
})
const Layer = Schema.Literal('dieline', 'bleedline', 'kisscutline', 'creaseline')
const Layers = Schema.transform(
  Schema.Union(
    Schema.String.pipe(Schema.maxLength(200)),
    Schema.Array(Schema.String).pipe(Schema.maxItems(8)),
  ),
  Schema.Array(Layer),
  {
    strict: false,
    decode: (v) =>
      (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter((s) => s !== ''),
    encode: (a) => a.join(','),
  },
)
const ShapeSvgQuery = Schema.Struct({
  width: InchesParam,
  length: InchesParam,
  depth: Schema.optionalWith(Schema.NullOr(InchesParam), { default: () => null }),
  shape_id: Schema.NumberFromString.pipe(Schema.compose(Schema.Int), Schema.between(1, 1000)),
  is_square_corners: Schema.optionalWith(BoolParam, { default: () => false }),
  visibleLayers: Schema.optionalWith(Layers, {
    default: () => ['dieline', 'bleedline', 'kisscutline', 'creaseline'] as const,
  }),
})

const decodeSeeAll = decodeRequest(SeeAllSizesBody)
const decodeSvgQuery = decodeRequest(ShapeSvgQuery)

/** When the client's copy is as new as the library, it needs nothing. */
const isCurrent = (clientCopy: string | number | null, library: Date | null): boolean => {
  if (clientCopy === null || library === null) return false
  const at = typeof clientCopy === 'number' ? clientCopy : Date.parse(clientCopy)
  return Number.isFinite(at) && at >= library.getTime()
}

/** The die library, the customer's custom sizes and the dieline SVG download. */
export const sizeRoutes: RouteModule = (deps) => async (app) => {
  app.post('/admin/sizes/see-all-sizes', async (req) => {
    const { lastModified } = decodeSeeAll(orEmpty(req.body))
    const library = await deps.repos.dies.library()
    const stamp = library.lastModified?.toISOString() ?? null
    if (isCurrent(lastModified, library.lastModified))
      return { sizes: SIZES_NOT_MODIFIED, lastModified: stamp, version: SIZES_VERSION }
    return { sizes: library.dies, lastModified: stamp, version: SIZES_VERSION }
  })

  app.get('/account/sizes/my-custom-sizes', async (req) => ({
    existingCustomSizes: await deps.repos.dies.customSizesOf(userOf(req).id),
  }))

  app.get('/api/sizes/get-shape-svg', { config: { session: false } }, async (req, reply) => {
    const raw = orEmpty(req.query) as Record<string, unknown>
    const query = decodeSvgQuery({
      ...raw,
      visibleLayers: raw.visibleLayers ?? raw['visibleLayers[]'],
    })
    const drawing = dielineSvg(query)
    // A shape without a dieline, or a carton without its depth: the core says which.
    if (drawing._tag !== 'DielineSvg')
      return fail({ _tag: 'DecodeFailed', message: drawing.message, issues: [] })
    const { svg, filename } = drawing
    return reply
      .headers({
        ...SVG_HEADERS,
        'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9_.\-x ]/g, '')}"`,
      })
      .send(svg)
  })
}
