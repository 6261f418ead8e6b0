import { FIND_ORDER_PATH } from '@diecut/quote-core'
import { use, type ComponentType } from 'react'
import { matchRoute, type Parser } from 'wouter'
import {
  loadAccountDetailsPage,
  loadAccountPage,
  loadAdminOrderPage,
  loadAdminOrdersPage,
  loadApplicatorProfilesPage,
  loadCartPage,
  loadCheckoutPage,
  loadDesignQuoterPage,
  loadFindOrderPage,
  loadLoginPage,
  loadPlacedOrderPage,
  loadPlacedOrdersPage,
  loadProductionPage,
  loadQuoterRoute,
  loadReorderPage,
  loadSavedQuotesPage,
  loadSharedQuotePage,
  loadSitePage,
  loadedModule,
} from './page-loaders'

type PageProps = { params: Record<string, string> }

type Page = ComponentType<PageProps>

type Loader = () => Promise<{ default: ComponentType<PageProps> }>

/**
 * A page's address pattern; an optional `:param?` keeps one page (and its state) with or
 * without it. `load` loads its code (page-loaders.ts, which the entry also starts at once).
 */
export type Route = { pattern: string; page: Page; load: Loader }

/**
 * A page loaded on demand: rendered at once when its code has arrived (the entry starts
 * loading it as the page opens), else suspended until it has, as `React.lazy` would be. A
 * page's first render then needs no second pass once its code is there.
 */
const pageOf = (load: Loader): Page => {
  const Page = (props: PageProps) => {
    const { default: Component } = loadedModule(load) ?? use(load())
    return <Component {...props} />
  }
  return Page
}

// One page per loader: both product quoters are one page, which tells labels from cartons by
// its address.
const pages = new Map<Loader, Page>()
const route = (pattern: string, load: Loader): Route => {
  let page = pages.get(load)
  if (page === undefined) pages.set(load, (page = pageOf(load)))
  return { pattern, page, load }
}

/**
 * The page routes of docs/product.md section 2 and the code each one loads on demand, first match wins;
 * the rest are site content pages.
 */
export const ROUTES: readonly Route[] = [
  route('/orders/custom-labels/:orderId?', loadQuoterRoute),
  route('/orders/custom-cartons/:orderId?', loadQuoterRoute),
  route('/orders/custom-design/:orderId?', loadDesignQuoterPage),
  route('/cart', loadCartPage),
  route('/carts', loadCheckoutPage),
  route('/account', loadAccountPage),
  route('/account/orders/saved', loadSavedQuotesPage),
  route('/account/orders', loadPlacedOrdersPage),
  route(FIND_ORDER_PATH, loadFindOrderPage),
  route('/account/orders/:number/reorder', loadReorderPage),
  route('/account/orders/:number/:confirmation?', loadPlacedOrderPage),
  route('/admin/orders', loadAdminOrdersPage),
  route('/admin/orders/:number', loadAdminOrderPage),
  route('/admin/production', loadProductionPage),
  route('/account/applicators', loadApplicatorProfilesPage),
  route('/account/users/login', loadLoginPage),
  route('/account/users/account-details', loadAccountDetailsPage),
  route('/q/:token', loadSharedQuotePage),
]

/** The site content pages, for every path no route matches. */
const SITE_PAGES = route('*', loadSitePage)

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
  return { route: SITE_PAGES, params: { path: pathname } }
}
