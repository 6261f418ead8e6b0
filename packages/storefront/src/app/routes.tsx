import { lazy } from 'react'
import type { ComponentType, LazyExoticComponent } from 'react'
import { matchRoute, type Parser } from 'wouter'
import { loadDesignQuoterPage, loadQuoterRoute, loadSitePage } from './page-loaders'

type Page = LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>

const QuoterRoute = lazy(loadQuoterRoute)
const DesignQuoterPage = lazy(loadDesignQuoterPage)
const CartPage = lazy(() => import('../features/cart/CartPage'))
const CheckoutPage = lazy(() => import('../features/cart/CheckoutPage'))
const AccountPage = lazy(() => import('../features/account/AccountPage'))
const SavedQuotesPage = lazy(() => import('../features/account/SavedQuotesPage'))
const LoginPage = lazy(() => import('../features/account/LoginPage'))
const AccountDetailsPage = lazy(() => import('../features/account/AccountDetailsPage'))
const PlacedOrdersPage = lazy(() => import('../features/orders/PlacedOrdersPage'))
const PlacedOrderPage = lazy(() => import('../features/orders/PlacedOrderPage'))
const AdminOrdersPage = lazy(() => import('../features/admin/AdminOrdersPage'))
const SitePage = lazy(loadSitePage)
const SharedQuotePage = lazy(() => import('../features/shared-quote/SharedQuotePage'))

/** A page's address pattern; an optional `:param?` keeps one page (and its state) with or without it. */
export type Route = { pattern: string; page: Page }

/** The page routes of SPEC.md section 2, first match wins; the rest are site content pages. */
export const ROUTES: readonly Route[] = [
  { pattern: '/orders/custom-labels/:orderId?', page: QuoterRoute },
  { pattern: '/orders/custom-cartons/:orderId?', page: QuoterRoute },
  { pattern: '/orders/custom-design/:orderId?', page: DesignQuoterPage },
  { pattern: '/cart', page: CartPage },
  { pattern: '/carts', page: CheckoutPage },
  { pattern: '/account', page: AccountPage },
  { pattern: '/account/orders/saved', page: SavedQuotesPage },
  { pattern: '/account/orders', page: PlacedOrdersPage },
  { pattern: '/account/orders/:number/:confirmation?', page: PlacedOrderPage },
  { pattern: '/admin/orders', page: AdminOrdersPage },
  { pattern: '/account/users/login', page: LoginPage },
  { pattern: '/account/users/account-details', page: AccountDetailsPage },
  { pattern: '/q/:token', page: SharedQuotePage },
]

/** The named params of a wouter match (it also gives positional ones under numeric keys). */
const namedParams = (params: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(params).filter(
      (e): e is [string, string] => !/^\d+$/.test(e[0]) && e[1] !== undefined,
    ),
  )

/**
 * The route for a path and its params, matched by the router's `parser` (wouter's); unknown
 * paths go to the site pages (which 404).
 */
export const resolveRoute = (
  pathname: string,
  parser: Parser,
): { route: Route; params: Record<string, string> } => {
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parser, route.pattern, pathname)
    if (matches) return { route, params: namedParams(params) }
  }
  return { route: { pattern: '*', page: SitePage }, params: { path: pathname } }
}
