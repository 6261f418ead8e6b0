import {
  LATEST_POSTS,
  SIZES_NOT_MODIFIED,
  type AccountDetailsPatch,
  type BlogPost,
  type Cart,
  type DieSize,
  type SavedQuote,
  type User,
} from '@diecut/quote-core'
import { decodeField, decodeList, decodeListField } from './decode-response'
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
  readonly sizes: readonly DieSize[] | typeof SIZES_NOT_MODIFIED
  readonly lastModified: string | null
  readonly version: number | null
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Users, sessions, sizes, cart and blog calls. */
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
        raw.sizes === SIZES_NOT_MODIFIED
          ? SIZES_NOT_MODIFIED
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
  /** The About menu's latest posts, with their featured media (SPEC.md section 3). */
  latestPosts: async (signal?: AbortSignal): Promise<BlogPost[]> => {
    const path = `/wp-json/wp/v2/posts?per_page=${LATEST_POSTS.shown}&_embed=1`
    return decodeList('blogPost', (await t.json('GET', path, undefined, signal)).body, 'posts')
  },
  /** The blog index (the latest 50 posts), or the posts of one slug (none when unknown). */
  blogPosts: async (slug: string | null, signal?: AbortSignal): Promise<BlogPost[]> => {
    const path =
      slug === null
        ? '/wp-json/wp/v2/posts?per_page=50'
        : `/wp-json/wp/v2/posts?slug=${encodeURIComponent(slug)}`
    return decodeList('blogPost', (await t.json('GET', path, undefined, signal)).body, 'posts')
  },
})
