import { FIND_ORDER_PATH } from '@diecut/quote-core'
import { lazy } from 'react'
import type { ComponentType, LazyExoticComponent } from 'react'
import { matchRoute, type Parser } from 'wouter'
import { loadDesignQuoterPage, loadQuoterRoute, loadSitePage } from './page-loaders'

type Page = LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>

/** Both product quoters are one page, which tells labels from cartons by its address. */
const QuoterRoute = lazy(loadQuoterRoute)
/** The site content pages, for every path no route matches. */
const SitePage = lazy(loadSitePage)

/** A page's address pattern; an optional `:param?` keeps one page (and its state) with or without it. */
export type Route = { pattern: string; page: Page }

/**
 * The page routes of docs/product.md section 2 and the code each one loads on demand, first match wins;
 * the rest are site content pages.
 */
export const ROUTES: readonly Route[] = [
  { pattern: '/orders/custom-labels/:orderId?', page: QuoterRoute },
  { pattern: '/orders/custom-cartons/:orderId?', page: QuoterRoute },
  { pattern: '/orders/custom-design/:orderId?', page: lazy(loadDesignQuoterPage) },
  { pattern: '/cart', page: lazy(() => import('../features/cart/CartPage')) },
  { pattern: '/carts', page: lazy(() => import('../features/cart/CheckoutPage')) },
  { pattern: '/account', page: lazy(() => import('../features/account/AccountPage')) },
  {
    pattern: '/account/orders/saved',
    page: lazy(() => import('../features/account/SavedQuotesPage')),
  },
  { pattern: '/account/orders', page: lazy(() => import('../features/orders/PlacedOrdersPage')) },
  { pattern: FIND_ORDER_PATH, page: lazy(() => import('../features/orders/FindOrderPage')) },
  {
    pattern: '/account/orders/:number/reorder',
    page: lazy(() => import('../features/orders/ReorderPage')),
  },
  {
    pattern: '/account/orders/:number/:confirmation?',
    page: lazy(() => import('../features/orders/PlacedOrderPage')),
  },
  { pattern: '/admin/orders', page: lazy(() => import('../features/admin/AdminOrdersPage')) },
  {
    pattern: '/admin/orders/:number',
    page: lazy(() => import('../features/admin/AdminOrderPage')),
  },
  {
    pattern: '/account/applicators',
    page: lazy(() => import('../features/account/ApplicatorProfilesPage')),
  },
  { pattern: '/account/users/login', page: lazy(() => import('../features/account/LoginPage')) },
  {
    pattern: '/account/users/account-details',
    page: lazy(() => import('../features/account/AccountDetailsPage')),
  },
  { pattern: '/q/:token', page: lazy(() => import('../features/shared-quote/SharedQuotePage')) },
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
