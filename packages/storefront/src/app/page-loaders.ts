import {
  loadAnswerDecoders,
  preloadBlogPosts,
  preloadCart,
  preloadCurrentUser,
  preloadPlacedOrder,
  preloadPlacedOrders,
} from '@diecut/quote-react'
import { api } from '../api/quote-api'

/**
 * The code of each page, loaded on demand. Kept apart from the routes (no React here) so the
 * entry can start loading the page it opens on before the rest of the app has run.
 */
export const loadQuoterRoute = () => import('../features/quoter/QuoterRoute')
export const loadDesignQuoterPage = () => import('../features/design-quoter/DesignQuoterPage')
export const loadSitePage = () => import('../features/site/pages/SitePage')
export const loadBlogPage = () => import('../features/site/pages/BlogPage')
export const loadCartPage = () => import('../features/cart/CartPage')
export const loadCheckoutPage = () => import('../features/cart/CheckoutPage')
export const loadAccountPage = () => import('../features/account/AccountPage')
export const loadSavedQuotesPage = () => import('../features/account/SavedQuotesPage')
export const loadPlacedOrdersPage = () => import('../features/orders/PlacedOrdersPage')
export const loadFindOrderPage = () => import('../features/orders/FindOrderPage')
export const loadReorderPage = () => import('../features/orders/ReorderPage')
export const loadPlacedOrderPage = () => import('../features/orders/PlacedOrderPage')
export const loadAdminOrdersPage = () => import('../features/admin/AdminOrdersPage')
export const loadAdminOrderPage = () => import('../features/admin/AdminOrderPage')
export const loadApplicatorProfilesPage = () => import('../features/account/ApplicatorProfilesPage')
export const loadLoginPage = () => import('../features/account/LoginPage')
export const loadAccountDetailsPage = () => import('../features/account/AccountDetailsPage')
export const loadSharedQuotePage = () => import('../features/shared-quote/SharedQuotePage')

type Loader = () => Promise<unknown>

/** A path segment as the page reads it (a malformed escape stays as it is). */
const segment = (s: string | undefined) => {
  try {
    return decodeURIComponent(s ?? '')
  } catch {
    return s ?? ''
  }
}

/**
 * The pages the entry starts loading at once, by address (the routes of routes.tsx, which
 * match the same addresses to the same loaders, first match wins), and whether the page's first
 * screen is a server answer: those also start loading the answers' decoders (Effect's Schemas)
 * at once, beside the page's code, rather than after the first answer arrived, and where the
 * answer is the same for anyone who may open the page (a guest sees their own orders and the
 * blog too) its request (`data`), into the cache the page's hook then reads; with them the
 * session's user and cart, which the header of every page shows. The pages
 * rendered at build time (home, the quoters) leave Effect until their first answer: their
 * first screen needs none.
 */
type Preload = {
  readonly path: RegExp
  readonly load: readonly Loader[]
  readonly answers: boolean
  readonly data?: (match: RegExpExecArray, search: string) => void
}

const PRELOADS: readonly Preload[] = [
  {
    path: /^\/orders\/custom-(?:labels|cartons)(?:\/[^/]+)?\/?$/,
    load: [loadQuoterRoute],
    answers: false,
  },
  {
    path: /^\/orders\/custom-design(?:\/[^/]+)?\/?$/,
    load: [loadDesignQuoterPage],
    answers: false,
  },
  { path: /^\/cart\/?$/, load: [loadCartPage], answers: true },
  {
    path: /^\/carts\/?$/,
    load: [loadCheckoutPage],
    answers: true,
    // The form starts from the last order's address.
    data: () => void preloadPlacedOrders(api),
  },
  { path: /^\/account\/?$/, load: [loadAccountPage], answers: true },
  { path: /^\/account\/orders\/saved\/?$/, load: [loadSavedQuotesPage], answers: true },
  {
    path: /^\/account\/orders\/?$/,
    load: [loadPlacedOrdersPage],
    answers: true,
    data: () => void preloadPlacedOrders(api),
  },
  { path: /^\/account\/orders\/find\/?$/, load: [loadFindOrderPage], answers: true },
  { path: /^\/account\/orders\/[^/]+\/reorder\/?$/, load: [loadReorderPage], answers: true },
  {
    path: /^\/account\/orders\/([^/]+)(?:\/[^/]+)?\/?$/,
    load: [loadPlacedOrderPage],
    answers: true,
    // An emailed link (`?key=`) first opens the order for this browser: the page asks then.
    data: (m, search) => {
      if (!new URLSearchParams(search).has('key')) void preloadPlacedOrder(api, segment(m[1]))
    },
  },
  { path: /^\/admin\/orders\/?$/, load: [loadAdminOrdersPage], answers: true },
  { path: /^\/admin\/orders\/[^/]+\/?$/, load: [loadAdminOrderPage], answers: true },
  { path: /^\/account\/applicators\/?$/, load: [loadApplicatorProfilesPage], answers: true },
  { path: /^\/account\/users\/login\/?$/, load: [loadLoginPage], answers: true },
  { path: /^\/account\/users\/account-details\/?$/, load: [loadAccountDetailsPage], answers: true },
  { path: /^\/q\/[^/]+\/?$/, load: [loadSharedQuotePage], answers: true },
  {
    path: /^\/blog(?:\/([^/]+))?\/?$/,
    load: [loadSitePage, loadBlogPage],
    answers: true,
    data: (m) => void preloadBlogPosts(api, m[1] === undefined ? null : segment(m[1])),
  },
  { path: /^\/$/, load: [loadSitePage], answers: false },
]

const NOTHING: Preload = { path: /$^/, load: [], answers: false }

/** What the entry starts loading for `pathname`: the page's code, its decoders, its data. */
export const preloadsOf = (pathname: string): Preload =>
  PRELOADS.find((p) => p.path.test(pathname)) ?? NOTHING

/**
 * Starts loading the code of the page at `pathname` (with its address's `search`) and, where
 * it needs them, the decoders and the page's first answer.
 */
export const preloadPage = (pathname: string, search: string): void => {
  const preload = preloadsOf(pathname)
  for (const l of preload.load) void l()
  if (preload.answers) {
    void loadAnswerDecoders()
    void preloadCurrentUser(api)
    void preloadCart(api)
  }
  const match = preload.path.exec(pathname)
  if (match !== null) preload.data?.(match, search)
}
