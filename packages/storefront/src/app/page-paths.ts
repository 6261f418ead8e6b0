/**
 * The code of each page: its source module, relative to the storefront package. Plain data
 * (no imports), read by the app (page-loaders.ts, whose loaders import these modules) and by
 * the build, which preloads each page's chunks in the HTML of its addresses
 * (vite-page-shells.ts).
 */
export const PAGE_MODULES = {
  quoter: 'src/features/quoter/QuoterRoute.tsx',
  designQuoter: 'src/features/design-quoter/DesignQuoterPage.tsx',
  site: 'src/features/site/pages/SitePage.tsx',
  blog: 'src/features/site/pages/BlogPage.tsx',
  cart: 'src/features/cart/CartPage.tsx',
  checkout: 'src/features/cart/CheckoutPage.tsx',
  account: 'src/features/account/AccountPage.tsx',
  savedQuotes: 'src/features/account/SavedQuotesPage.tsx',
  placedOrders: 'src/features/orders/PlacedOrdersPage.tsx',
  findOrder: 'src/features/orders/FindOrderPage.tsx',
  reorder: 'src/features/orders/ReorderPage.tsx',
  placedOrder: 'src/features/orders/PlacedOrderPage.tsx',
  adminOrders: 'src/features/admin/AdminOrdersPage.tsx',
  adminOrder: 'src/features/admin/AdminOrderPage.tsx',
  production: 'src/features/production/ProductionPage.tsx',
  applicatorProfiles: 'src/features/account/ApplicatorProfilesPage.tsx',
  login: 'src/features/account/LoginPage.tsx',
  accountDetails: 'src/features/account/AccountDetailsPage.tsx',
  sharedQuote: 'src/features/shared-quote/SharedQuotePage.tsx',
} as const

export type PageName = keyof typeof PAGE_MODULES

/**
 * The attribute of the root of a page's HTML that holds the page's loading screen rendered at
 * build time (PagePath's `loading`): the app renders in its place rather than hydrating it.
 */
export const LOADING_SCREEN = 'data-loading-screen'

/**
 * The pages by address (the routes of routes.tsx, which match the same addresses to the same
 * code, first match wins): the pages whose code an address loads at once, and whether the
 * page's first screen is a server answer.
 */
export type PagePath = {
  readonly path: RegExp
  readonly pages: readonly PageName[]
  readonly answers: boolean
  /**
   * An address of the page rendered at build time as it looks while its answers load (its
   * heading and a loading line), which its HTML shows before any script has run; otherwise
   * null, the page drawn by its script. Only Your Orders has one, on measurement (Lighthouse
   * mobile, five runs each way): its heading is its largest paint, which comes 1.8 s sooner
   * (score 80 -> 83). Everywhere else the page's real content is its largest paint, and the
   * early screen costs more than it gives: the scripts start once it is painted, so that
   * content comes later, and their start-up work then counts as blocking time (cart 84 -> 72,
   * saved quotes 85 -> 71, blog 86 -> 70, staff board 86 -> 75).
   */
  readonly loading: string | null
}

export const PAGE_PATHS: readonly PagePath[] = [
  {
    path: /^\/orders\/custom-(?:labels|cartons)(?:\/[^/]+)?\/?$/,
    pages: ['quoter'],
    answers: false,
    loading: null,
  },
  {
    path: /^\/orders\/custom-design(?:\/[^/]+)?\/?$/,
    pages: ['designQuoter'],
    answers: false,
    loading: null,
  },
  { path: /^\/cart\/?$/, pages: ['cart'], answers: true, loading: null },
  { path: /^\/carts\/?$/, pages: ['checkout'], answers: true, loading: null },
  { path: /^\/account\/?$/, pages: ['account'], answers: true, loading: null },
  {
    path: /^\/account\/orders\/saved\/?$/,
    pages: ['savedQuotes'],
    answers: true,
    loading: null,
  },
  {
    path: /^\/account\/orders\/?$/,
    pages: ['placedOrders'],
    answers: true,
    loading: '/account/orders',
  },
  {
    path: /^\/account\/orders\/find\/?$/,
    pages: ['findOrder'],
    answers: true,
    loading: null,
  },
  {
    path: /^\/account\/orders\/[^/]+\/reorder\/?$/,
    pages: ['reorder'],
    answers: true,
    loading: null,
  },
  {
    path: /^\/account\/orders\/([^/]+)(?:\/[^/]+)?\/?$/,
    pages: ['placedOrder'],
    answers: true,
    loading: null,
  },
  { path: /^\/admin\/orders\/?$/, pages: ['adminOrders'], answers: true, loading: null },
  {
    path: /^\/admin\/orders\/[^/]+\/?$/,
    pages: ['adminOrder'],
    answers: true,
    loading: null,
  },
  { path: /^\/admin\/production\/?$/, pages: ['production'], answers: true, loading: null },
  {
    path: /^\/account\/applicators\/?$/,
    pages: ['applicatorProfiles'],
    answers: true,
    loading: null,
  },
  {
    path: /^\/account\/users\/login\/?$/,
    pages: ['login'],
    answers: true,
    loading: null,
  },
  {
    path: /^\/account\/users\/account-details\/?$/,
    pages: ['accountDetails'],
    answers: true,
    loading: null,
  },
  { path: /^\/q\/[^/]+\/?$/, pages: ['sharedQuote'], answers: true, loading: null },
  { path: /^\/blog(?:\/([^/]+))?\/?$/, pages: ['site', 'blog'], answers: true, loading: null },
  { path: /^\/$/, pages: ['site'], answers: false, loading: null },
]
