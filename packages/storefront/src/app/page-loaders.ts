import { loadAnswerDecoders } from '@diecut/quote-react'

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

/**
 * The pages the entry starts loading at once, by address (the routes of routes.tsx, which
 * match the same addresses to the same loaders, first match wins), and whether the page's first
 * screen is a server answer: those also start loading the answers' decoders (Effect's Schemas)
 * at once, beside the page's code, rather than after the first answer arrived. The pages
 * rendered at build time (home, the quoters) leave Effect until their first answer: their
 * first screen needs none.
 */
const PRELOADS: readonly { path: RegExp; load: readonly Loader[]; answers: boolean }[] = [
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
  { path: /^\/carts\/?$/, load: [loadCheckoutPage], answers: true },
  { path: /^\/account\/?$/, load: [loadAccountPage], answers: true },
  { path: /^\/account\/orders\/saved\/?$/, load: [loadSavedQuotesPage], answers: true },
  { path: /^\/account\/orders\/?$/, load: [loadPlacedOrdersPage], answers: true },
  { path: /^\/account\/orders\/find\/?$/, load: [loadFindOrderPage], answers: true },
  { path: /^\/account\/orders\/[^/]+\/reorder\/?$/, load: [loadReorderPage], answers: true },
  { path: /^\/account\/orders\/[^/]+(?:\/[^/]+)?\/?$/, load: [loadPlacedOrderPage], answers: true },
  { path: /^\/admin\/orders\/?$/, load: [loadAdminOrdersPage], answers: true },
  { path: /^\/admin\/orders\/[^/]+\/?$/, load: [loadAdminOrderPage], answers: true },
  { path: /^\/account\/applicators\/?$/, load: [loadApplicatorProfilesPage], answers: true },
  { path: /^\/account\/users\/login\/?$/, load: [loadLoginPage], answers: true },
  { path: /^\/account\/users\/account-details\/?$/, load: [loadAccountDetailsPage], answers: true },
  { path: /^\/q\/[^/]+\/?$/, load: [loadSharedQuotePage], answers: true },
  { path: /^\/blog(?:\/[^/]+)?\/?$/, load: [loadSitePage, loadBlogPage], answers: true },
  { path: /^\/$/, load: [loadSitePage], answers: false },
]

/** What the entry starts loading for `pathname`: the page's code, and whether its decoders. */
export const preloadsOf = (pathname: string): { load: readonly Loader[]; answers: boolean } =>
  PRELOADS.find((p) => p.path.test(pathname)) ?? { load: [], answers: false }

/** Starts loading the code of the page at `pathname` (and, where it needs them, the decoders). */
export const preloadPage = (pathname: string): void => {
  const { load, answers } = preloadsOf(pathname)
  for (const l of load) void l()
  if (answers) void loadAnswerDecoders()
}
