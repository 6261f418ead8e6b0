import {
  preloadBlogPosts,
  preloadCart,
  preloadCurrentUser,
  preloadPlacedOrder,
  preloadPlacedOrders,
} from '@diecut/quote-react'
import { api } from '../api/quote-api'
import { PAGE_PATHS, type PageName } from './page-paths'

/** Each page's module, once its code has arrived, by its loader. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * A page's loader: loads its code once (a failed load is tried again on the next call) and
 * keeps the module, which `loadedModule` then answers at once.
 */
const pageLoader = <M>(load: () => Promise<M>): (() => Promise<M>) => {
  let loading: Promise<M> | null = null
  const loader = () =>
    (loading ??= load().then(
      (m) => {
        loadedModules.set(loader, m)
        return m
      },
      (e: unknown) => {
        loading = null
        throw e
      },
    ))
  return loader
}

/** The module a page's loader has loaded, or undefined while its code has not arrived. */
export const loadedModule = <M>(loader: () => Promise<M>): M | undefined =>
  loadedModules.get(loader) as M | undefined

/**
 * The code of each page, loaded on demand. Kept apart from the routes (no React here) so the
 * entry can start loading the page it opens on before the rest of the app has run.
 */
export const loadQuoterRoute = pageLoader(() => import('../features/quoter/QuoterRoute'))
export const loadDesignQuoterPage = pageLoader(
  () => import('../features/design-quoter/DesignQuoterPage'),
)
export const loadSitePage = pageLoader(() => import('../features/site/pages/SitePage'))
export const loadBlogPage = pageLoader(() => import('../features/site/pages/BlogPage'))
export const loadCartPage = pageLoader(() => import('../features/cart/CartPage'))
export const loadCheckoutPage = pageLoader(() => import('../features/cart/CheckoutPage'))
export const loadAccountPage = pageLoader(() => import('../features/account/AccountPage'))
export const loadSavedQuotesPage = pageLoader(() => import('../features/account/SavedQuotesPage'))
export const loadPlacedOrdersPage = pageLoader(() => import('../features/orders/PlacedOrdersPage'))
export const loadFindOrderPage = pageLoader(() => import('../features/orders/FindOrderPage'))
export const loadReorderPage = pageLoader(() => import('../features/orders/ReorderPage'))
export const loadPlacedOrderPage = pageLoader(() => import('../features/orders/PlacedOrderPage'))
export const loadAdminOrdersPage = pageLoader(() => import('../features/admin/AdminOrdersPage'))
export const loadAdminOrderPage = pageLoader(() => import('../features/admin/AdminOrderPage'))
export const loadProductionPage = pageLoader(() => import('../features/production/ProductionPage'))
export const loadApplicatorProfilesPage = pageLoader(
  () => import('../features/account/ApplicatorProfilesPage'),
)
export const loadLoginPage = pageLoader(() => import('../features/account/LoginPage'))
export const loadAccountDetailsPage = pageLoader(
  () => import('../features/account/AccountDetailsPage'),
)
export const loadSharedQuotePage = pageLoader(
  () => import('../features/shared-quote/SharedQuotePage'),
)

type Loader = () => Promise<unknown>

const LOADERS: Record<PageName, Loader> = {
  quoter: loadQuoterRoute,
  designQuoter: loadDesignQuoterPage,
  site: loadSitePage,
  blog: loadBlogPage,
  cart: loadCartPage,
  checkout: loadCheckoutPage,
  account: loadAccountPage,
  savedQuotes: loadSavedQuotesPage,
  placedOrders: loadPlacedOrdersPage,
  findOrder: loadFindOrderPage,
  reorder: loadReorderPage,
  placedOrder: loadPlacedOrderPage,
  adminOrders: loadAdminOrdersPage,
  adminOrder: loadAdminOrderPage,
  production: loadProductionPage,
  applicatorProfiles: loadApplicatorProfilesPage,
  login: loadLoginPage,
  accountDetails: loadAccountDetailsPage,
  sharedQuote: loadSharedQuotePage,
}

/** A path segment as the page reads it (a malformed escape stays as it is). */
const segment = (s: string | undefined) => {
  try {
    return decodeURIComponent(s ?? '')
  } catch {
    return s ?? ''
  }
}

/**
 * The first answer a page shows, where it is the same for anyone who may open the page (a
 * guest sees their own orders and the blog too), by the page that shows it: its request
 * starts into the cache the page's hook then reads, with the address's match and search.
 */
const DATA: Partial<Record<PageName, (match: RegExpExecArray, search: string) => void>> = {
  // The form starts from the last order's address.
  checkout: () => void preloadPlacedOrders(api),
  placedOrders: () => void preloadPlacedOrders(api),
  // An emailed link (`?key=`) first opens the order for this browser: the page asks then.
  placedOrder: (m, search) => {
    if (!new URLSearchParams(search).has('key')) void preloadPlacedOrder(api, segment(m[1]))
  },
  blog: (m) => void preloadBlogPosts(api, m[1] === undefined ? null : segment(m[1])),
}

/**
 * What the entry starts loading for an address (PAGE_PATHS): the page's code and, where its
 * first screen is a server answer, that answer (DATA) and the session's user and cart, which
 * the header of every page shows, beside the page's code. The pages rendered at build time
 * (home, the quoters) ask for theirs once they run: their first screen needs none.
 */
type Preload = {
  readonly path: RegExp
  readonly load: readonly Loader[]
  readonly answers: boolean
  readonly data: readonly ((match: RegExpExecArray, search: string) => void)[]
}

const PRELOADS: readonly Preload[] = PAGE_PATHS.map((p) => ({
  path: p.path,
  load: p.pages.map((name) => LOADERS[name]),
  answers: p.answers,
  data: p.pages.flatMap((name) => DATA[name] ?? []),
}))

const NOTHING: Preload = { path: /$^/, load: [], answers: false, data: [] }

/** What the entry starts loading for `pathname`: the page's code and its data. */
export const preloadsOf = (pathname: string): Preload =>
  PRELOADS.find((p) => p.path.test(pathname)) ?? NOTHING

/**
 * Starts loading the code of the page at `pathname` (with its address's `search`) and, where
 * it needs them, the page's first answers.
 */
export const preloadPage = (pathname: string, search: string): void => {
  const preload = preloadsOf(pathname)
  for (const l of preload.load) void l()
  if (preload.answers) {
    void preloadCurrentUser(api)
    void preloadCart(api)
  }
  const match = preload.path.exec(pathname)
  if (match !== null) for (const d of preload.data) d(match, search)
}
