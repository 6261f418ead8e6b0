import type {
  AccountDetailsPatch,
  Cart,
  DieSize,
  ReferenceData,
  SavedQuote,
  User,
} from '@diecut/quote-core'
import { ApiError } from './api-error'
import { decodeField, decodeListField } from './decode-response'
import type { Transport } from './http-transport'

export type SignupInput = {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly company_name?: string
}
export type LoginInput = { readonly email: string; readonly password: string }

/** The answer of POST /admin/sizes/see-all-sizes: the library, or 'Not Modified'. */
export type SizesAnswer = {
  readonly sizes: readonly DieSize[] | 'Not Modified'
  readonly lastModified: string | null
  readonly version: number | null
}

/** A blog post of the About menu (SPEC.md section 3, "Blog post"). */
export type BlogPost = { readonly id: number; readonly link: string; readonly title: string }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const bad = (message: string) =>
  new ApiError({ status: 200, code: 'bad_response', message, issues: [] })

const referenceDataOf = (body: unknown): ReferenceData => {
  // The core exports no Schema for it: check the lists the quoter cannot work without.
  const lists = ['substrates', 'laminates', 'shapes', 'product_types']
  if (!isRecord(body) || lists.some((k) => !Array.isArray(body[k])))
    throw bad('The reference data is incomplete.')
  return body as unknown as ReferenceData
}

const postsOf = (body: unknown): BlogPost[] => {
  if (!Array.isArray(body)) throw bad('The blog posts are not a list.')
  return body.filter(isRecord).map((p) => ({
    id: Number(p.id),
    link: String(p.link ?? ''),
    title: isRecord(p.title) ? String(p.title.rendered ?? '') : '',
  }))
}

/** Users, sessions, reference data, sizes, cart and blog calls. */
export const accountCalls = (t: Transport) => ({
  currentUser: async (signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('GET', '/account/users/current-user', undefined, signal)).body,
      'user',
    ),
  signup: async (input: SignupInput, signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('POST', '/account/users/signup', input, signal)).body,
      'user',
    ),
  login: async (input: LoginInput, signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('POST', '/account/users/login', input, signal)).body,
      'user',
    ),
  logout: async (signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('POST', '/account/users/logout', {}, signal)).body,
      'user',
    ),
  updateAccountDetails: async (patch: AccountDetailsPatch, signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('PUT', '/account/users/account-details', patch, signal)).body,
      'user',
    ),
  referenceData: async (signal?: AbortSignal): Promise<ReferenceData> =>
    referenceDataOf((await t.json('GET', '/api/reference-data', undefined, signal)).body),
  currentCart: async (signal?: AbortSignal): Promise<Cart> =>
    await decodeField(
      'cart',
      (await t.json('GET', '/carts/current', undefined, signal)).body,
      'cart',
    ),
  /** GET /account/orders/saved-quotes: the account's saved quotes, newest first; guests get 401. */
  savedQuotes: async (signal?: AbortSignal): Promise<SavedQuote[]> =>
    await decodeListField(
      'savedQuote',
      (await t.json('GET', '/account/orders/saved-quotes', undefined, signal)).body,
      'orders',
    ),
  seeAllSizes: async (lastModified: string | null, signal?: AbortSignal): Promise<SizesAnswer> => {
    const { body } = await t.json('POST', '/admin/sizes/see-all-sizes', { lastModified }, signal)
    const raw = isRecord(body) ? body : {}
    return {
      sizes:
        raw.sizes === 'Not Modified'
          ? 'Not Modified'
          : await decodeListField('dieSize', body, 'sizes'),
      lastModified: typeof raw.lastModified === 'string' ? raw.lastModified : null,
      version: typeof raw.version === 'number' ? raw.version : null,
    }
  },
  myCustomSizes: async (signal?: AbortSignal): Promise<DieSize[]> =>
    await decodeListField(
      'dieSize',
      (await t.json('GET', '/account/sizes/my-custom-sizes', undefined, signal)).body,
      'existingCustomSizes',
    ),
  latestPosts: async (signal?: AbortSignal): Promise<BlogPost[]> =>
    postsOf(
      (await t.json('GET', '/wp-json/wp/v2/posts?per_page=3&_embed=1', undefined, signal)).body,
    ),
})
