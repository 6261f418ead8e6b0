import fc from 'fast-check'
import * as files from './sample-files'

/** A generated request: method, path, and a JSON text, a multipart file or nothing. */
export type Garbage = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: { json: string } | { file: Uint8Array; field?: string }
}

export type Ids = { own: number; ownLine: number; ownDesign: number; foreign: number[] }

// Values that no route accepts where an object is expected (null is left out: it means "no body").
const notAnObject = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
)
// Values that are never a valid count, id or size in inches.
const notANumber = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `x${s}`),
  fc.boolean(),
  fc.constant(-1),
  fc.constant(1e300),
  fc.integer({ min: -1e9, max: -1 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
)
// Never a valid id or count (1.5 is a valid size in inches, so only here).
const notAWholeNumber = fc.oneof(notANumber, fc.constant(1.5))
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.constant({ a: 1 }),
)
const text = (body: unknown) => ({ json: JSON.stringify(body) })
const badObject = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(notAnObject.map(text), fc.record(fields).map(text))
const invalidJson = fc
  .constantFrom('{', '{"order": ', '[1,', 'nul', '"\\u12"')
  .map((json) => ({ json }))
const oversize = fc.constant({
  json: JSON.stringify({ order: { comments_customer: 'x'.repeat(300 * 1024) } }),
})
const anyBody = fc.oneof(
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((v) => v !== null)
    .map(text),
  invalidJson,
  oversize,
)
const badFile = fc
  .constantFrom(files.plainText(), files.gif(), files.htmlPretendingSvg())
  .map((file) => ({ file, field: 'logo' }))

/** Ids the fuzzing user must not reach: someone else's, unknown, or not ids at all. */
const strangeId = (foreign: number[]) =>
  fc.oneof(
    fc.constantFrom(...foreign.map(String)),
    fc.integer({ min: 5_000_000, max: 2_147_483_647 }).map(String),
    fc.constantFrom('0', '-1', '1.5', '99999999999', 'abc', '%20', 'null', '1e3', '2147483648'),
    // Digits only would be a real id (maybe the fuzzing user's own): the arms above cover ids.
    fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((s) => !/^\d+$/.test(s))
      .map(encodeURIComponent),
  )

/** Requests no route may accept: every one must answer 4xx and change nothing. */
export const garbage = (ids: Ids): fc.Arbitrary<Garbage> => {
  const strange = strangeId(ids.foreign)
  const foreignId = fc.constantFrom(...ids.foreign)
  const req = (
    method: Garbage['method'],
    path: fc.Arbitrary<string>,
    body?: fc.Arbitrary<Garbage['body']>,
  ) => fc.record({ method: fc.constant(method), path, body: body ?? fc.constant(undefined) })
  const at = (template: string, id: fc.Arbitrary<string>) =>
    id.map((i) => template.replace(':id', i))
  const own = (template: string) => fc.constant(template.replace(':id', String(ids.own)))
  const query = fc.string({ maxLength: 30 }).map((s) => `?${s}`)
  return fc.oneof(
    req(
      'POST',
      fc.constant('/orders/quoter'),
      fc.oneof(
        badObject({
          order: fc.oneof(
            notAnObject,
            fc.record({ width: notANumber }),
            fc.record({ total_qty: notAWholeNumber }),
            fc.record({ product_type_id: notAWholeNumber }),
            fc.record({ comments_customer: notAString }),
          ),
        }),
        invalidJson,
        oversize,
      ),
    ),
    req('POST', at('/orders/quoter/:id', strange), anyBody),
    req(
      'POST',
      own('/orders/quoter/:id'),
      fc.oneof(
        badObject({
          order: fc.oneof(
            notAnObject,
            fc.record({ depth: notANumber }),
            fc.record({ substrate_id: notAWholeNumber }),
          ),
        }),
        invalidJson,
        oversize,
      ),
    ),
    req(
      'POST',
      at('/carts/add-to-cart/:id', fc.oneof(strange, fc.constant(String(ids.own)))),
      anyBody,
    ),
    req(
      'POST',
      at('/carts/save-to-account/:id', fc.oneof(strange, fc.constant(String(ids.own)))),
      anyBody,
    ),
    req(
      'DELETE',
      at('/carts/remove-from-cart/:id', fc.oneof(strange, fc.constant(String(ids.own)))),
      anyBody,
    ),
    req(
      'GET',
      query.map((q) => `/carts/current${q}`),
    ),
    req(
      'GET',
      query.map((q) => `/account/orders/saved-quotes${q}`),
    ),
    req('POST', fc.constant('/admin/sizes/see-all-sizes'), anyBody),
    req('GET', fc.constant('/account/sizes/my-custom-sizes')),
    req(
      'GET',
      fc
        .record({
          w: fc.oneof(
            fc.constantFrom('-1', 'abc', '1e9', ''),
            fc.string({ maxLength: 5 }).map((s) => `x${encodeURIComponent(s)}`),
          ),
          q: query,
        })
        .map(({ w, q }) => `/api/sizes/get-shape-svg?width=${w}&length=2&shape_id=1&${q.slice(1)}`),
    ),
    req('GET', at('/orders/quote-designs/:id', strange)),
    req('POST', at('/orders/quote-update-total-quantities/:id', strange), anyBody),
    req(
      'POST',
      own('/orders/quote-update-total-quantities/:id'),
      badObject({ total_qty: notAWholeNumber, design_qty: notAWholeNumber }),
    ),
    req('GET', at('/orders/quote-sync-quoter-designs/:id', strange)),
    req('DELETE', at('/orders/delete-all-quoter-designs-orders/:id', strange)),
    req(
      'POST',
      fc.constant('/orders/quote-update-all-designs-orders'),
      fc.oneof(
        badObject({
          order_id: notAWholeNumber,
          designs_orders_ids: notAnObject,
          new_qty: notAWholeNumber,
        }),
        fc
          .record({
            order_id: foreignId,
            designs_orders_ids: fc.constant([ids.ownLine]),
            new_qty: fc.nat(100),
          })
          .map(text),
        fc
          .record({
            order_id: fc.constant(ids.own),
            designs_orders_ids: fc.array(fc.integer({ min: 5_000_000, max: 6_000_000 }), {
              minLength: 1,
              maxLength: 3,
            }),
            new_qty: fc.nat(100),
          })
          .map(text),
      ),
    ),
    req('POST', at('/orders/quote-update-designs-order/:id', strange), anyBody),
    req(
      'POST',
      fc.constant(`/orders/quote-update-designs-order/${ids.ownLine}`),
      badObject({ qty: notAWholeNumber }),
    ),
    req(
      'GET',
      fc
        .record({
          id: fc.oneof(strange, fc.constant(String(ids.own))),
          t: fc.string({ maxLength: 8 }).map(encodeURIComponent),
        })
        .map(({ id, t }) => `/orders/quote-uploads/${id}/${t || 'x'}`),
    ),
    req('POST', at('/orders/quote-add-order-upload/:id', strange), fc.oneof(anyBody, badFile)),
    req(
      'POST',
      own('/orders/quote-add-order-upload/:id'),
      fc.oneof(anyBody, badFile, fc.constant({ file: files.png(2, 2), field: 'nonsense' })),
    ),
    req('DELETE', at('/orders/delete-quote-order-uploads/:id', strange)),
    req('GET', at('/orders/delete-quote-order-uploads/:id', strange)),
    req('GET', at('/orders/quote-upload-file/:id', strange)),
    req('GET', at('/account/designs/swap/:id', strange)),
    req('GET', at('/account/designs/file/:id', strange)),
    req('DELETE', at('/account/designs/delete/:id', strange)),
    req('POST', at('/account/designs/add/:id', strange), fc.oneof(anyBody, badFile)),
    req(
      'POST',
      fc
        .record({
          q: fc.oneof(
            fc.constantFrom('-1', 'abc', '1.5', '99999999999'),
            fc.string({ minLength: 1, maxLength: 5 }).map((s) => `x${encodeURIComponent(s)}`),
          ),
        })
        .map(({ q }) => `/account/designs/add/${ids.own}/${q}`),
      fc.constant({ file: files.png(2, 2) }),
    ),
    req('POST', own('/account/designs/add/:id'), fc.oneof(anyBody, badFile)),
    req(
      'POST',
      fc.constant('/account/designs/clear-order-links'),
      fc.oneof(
        badObject({ order_id: notAWholeNumber }),
        foreignId.map((order_id) => text({ order_id })),
      ),
    ),
    req('GET', at('/account/designs/order-index/:id', strange)),
    req(
      'POST',
      fc.constant('/account/designs/link-designs'),
      fc.oneof(
        badObject({
          design1_id: notAWholeNumber,
          design2_id: notAWholeNumber,
          print_sequence_1: notAWholeNumber,
          print_sequence_2: notAWholeNumber,
        }),
        fc
          .record({
            design1_id: fc.constant(ids.ownDesign),
            design2_id: fc.integer({ min: 5_000_000, max: 6_000_000 }),
            print_sequence_1: fc.constant(1),
            print_sequence_2: fc.constant(2),
          })
          .map(text),
      ),
    ),
    req(
      'POST',
      fc.constant('/account/designs/reorganize-sets'),
      fc.oneof(
        badObject({
          moved_design_id: notAWholeNumber,
          source_set_id: notAWholeNumber,
          target_set_id: notAWholeNumber,
          design_type: notAWholeNumber,
        }),
        fc
          .record({
            moved_design_id: fc.constant(ids.ownDesign),
            source_set_id: fc.constant(ids.ownDesign),
            target_set_id: fc.integer({ min: 5_000_000, max: 6_000_000 }),
            design_type: fc.constant(1),
          })
          .map(text),
      ),
    ),
    req(
      'POST',
      at(
        '/account/shipments/get-rates-by-order/:id',
        fc.oneof(strange, fc.constant(String(ids.own))),
      ),
      anyBody,
    ),
    req(
      'GET',
      query.map((q) => `/api/reference-data${q}`),
    ),
    req(
      'GET',
      query.map((q) => `/wp-json/wp/v2/posts${q}`),
    ),
    req(
      'POST',
      fc.constant('/account/users/signup'),
      fc.oneof(
        badObject({ email: notAString, password: notAString, name: notAString }),
        invalidJson,
        oversize,
      ),
    ),
    req(
      'POST',
      fc.constant('/account/users/login'),
      fc.oneof(badObject({ email: notAString, password: notAString }), invalidJson, oversize),
    ),
    req('PUT', fc.constant('/account/users/account-details'), anyBody),
    req('GET', fc.constant('/account/users/current-user')),
    req('GET', fc.constant('/healthz')),
    req('POST', at('/orders/quoter/:id/share', strange), anyBody),
    req('GET', at('/orders/quote-pdf/:id', strange)),
    req(
      'GET',
      fc
        .string({ maxLength: 60 })
        .chain((t) =>
          fc.constantFrom(
            `/api/shared-quotes/${encodeURIComponent(t)}`,
            `/api/shared-quotes/${encodeURIComponent(t)}/pdf`,
          ),
        ),
    ),
    req(
      'POST',
      fc.string({ maxLength: 60 }).map((t) => `/api/shared-quotes/${encodeURIComponent(t)}/copy`),
      anyBody,
    ),
    fc.record({
      method: fc.constantFrom<Garbage['method']>('GET', 'POST', 'PUT', 'DELETE'),
      path: fc.string({ maxLength: 20 }).map((s) => `/api/${encodeURIComponent(s)}`),
      body: fc.option(anyBody, { nil: undefined }),
    }),
  )
}
