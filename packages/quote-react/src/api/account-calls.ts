import {
  LATEST_POSTS,
  type AccountDetailsPatch,
  type ApplicatorProfile,
  type ApplicatorProfileInput,
  type BlogPost,
  type Cart,
  type DieSize,
  type SavedQuote,
  type SizesAnswer,
  type User,
} from '@diecut/quote-core'
import {
  decodeAnswer,
  decodeEach,
  decodeField,
  decodeList,
  decodeListField,
  field,
} from './decode-response'
import type { Transport } from './http-transport'

export type SignupInput = {
  readonly email: string
  readonly password: string
  readonly name: string
  readonly company_name?: string
}
export type LoginInput = { readonly email: string; readonly password: string }

/**
 * The die library's answer. Its sizes (hundreds in a new library) are decoded a slice per task,
 * then the rest of the answer; when a size does not decode, the whole answer is decoded at once
 * for its error.
 */
const decodeSizesAnswer = async (body: unknown, what: string): Promise<SizesAnswer> => {
  const sizes = field(body, 'sizes')
  const decoded = Array.isArray(sizes) ? await decodeEach('dieSize', sizes) : null
  if (decoded === null) return await decodeAnswer('sizesAnswer', body, what)
  const rest = await decodeAnswer('sizesAnswer', { ...(body as object), sizes: [] }, what)
  return { ...rest, sizes: decoded }
}

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
      (await t.switchSession('/account/users/signup', input, signal)).body,
      'user',
    ),
  login: async (input: LoginInput, signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.switchSession('/account/users/login', input, signal)).body,
      'user',
    ),
  logout: async (signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.switchSession('/account/users/logout', {}, signal)).body,
      'user',
    ),
  updateAccountDetails: async (patch: AccountDetailsPatch, signal?: AbortSignal): Promise<User> =>
    await decodeField(
      'user',
      (await t.json('PUT', '/account/users/account-details', patch, signal)).body,
      'user',
    ),
  /** GET /account/applicator-profiles: the account's applicator profiles; guests get 401. */
  applicatorProfiles: async (signal?: AbortSignal): Promise<ApplicatorProfile[]> =>
    await decodeListField(
      'applicatorProfile',
      (await t.json('GET', '/account/applicator-profiles', undefined, signal)).body,
      'profiles',
    ),
  createApplicatorProfile: async (
    input: ApplicatorProfileInput,
    signal?: AbortSignal,
  ): Promise<ApplicatorProfile> =>
    await decodeField(
      'applicatorProfile',
      (await t.json('POST', '/account/applicator-profiles', input, signal)).body,
      'profile',
    ),
  updateApplicatorProfile: async (
    id: number,
    input: ApplicatorProfileInput,
    signal?: AbortSignal,
  ): Promise<ApplicatorProfile> =>
    await decodeField(
      'applicatorProfile',
      (await t.json('PUT', `/account/applicator-profiles/${id}`, input, signal)).body,
      'profile',
    ),
  /** DELETE /account/applicator-profiles/{id}: answers the profiles left. */
  deleteApplicatorProfile: async (id: number, signal?: AbortSignal): Promise<ApplicatorProfile[]> =>
    await decodeListField(
      'applicatorProfile',
      (await t.json('DELETE', `/account/applicator-profiles/${id}`, undefined, signal)).body,
      'profiles',
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
  /**
   * DELETE /account/orders/saved-quotes/{id}: the quote leaves the saved quotes (it stays an
   * open quote); answers the list left.
   */
  deleteSavedQuote: async (orderId: number, signal?: AbortSignal): Promise<SavedQuote[]> =>
    await decodeListField(
      'savedQuote',
      (await t.json('DELETE', `/account/orders/saved-quotes/${orderId}`, undefined, signal)).body,
      'orders',
    ),
  seeAllSizes: async (lastModified: string | null, signal?: AbortSignal): Promise<SizesAnswer> => {
    const { body } = await t.json('POST', '/admin/sizes/see-all-sizes', { lastModified }, signal)
    return await decodeSizesAnswer(body, 'see-all-sizes')
  },
  myCustomSizes: async (signal?: AbortSignal): Promise<DieSize[]> =>
    await decodeListField(
      'dieSize',
      (await t.json('GET', '/account/sizes/my-custom-sizes', undefined, signal)).body,
      'existingCustomSizes',
    ),
  /** The About menu's latest posts, with their featured media (docs/product.md section 3). */
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
