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
  applicatorProfiles: 'src/features/account/ApplicatorProfilesPage.tsx',
  login: 'src/features/account/LoginPage.tsx',
  accountDetails: 'src/features/account/AccountDetailsPage.tsx',
  sharedQuote: 'src/features/shared-quote/SharedQuotePage.tsx',
} as const

export type PageName = keyof typeof PAGE_MODULES

/**
 * The pages by address (the routes of routes.tsx, which match the same addresses to the same
 * code, first match wins): the pages whose code an address loads at once, and whether the
 * page's first screen is a server answer.
 */
export type PagePath = {
  readonly path: RegExp
  readonly pages: readonly PageName[]
  readonly answers: boolean
}

export const PAGE_PATHS: readonly PagePath[] = [
  {
    path: /^\/orders\/custom-(?:labels|cartons)(?:\/[^/]+)?\/?$/,
    pages: ['quoter'],
    answers: false,
  },
  { path: /^\/orders\/custom-design(?:\/[^/]+)?\/?$/, pages: ['designQuoter'], answers: false },
  { path: /^\/cart\/?$/, pages: ['cart'], answers: true },
  { path: /^\/carts\/?$/, pages: ['checkout'], answers: true },
  { path: /^\/account\/?$/, pages: ['account'], answers: true },
  { path: /^\/account\/orders\/saved\/?$/, pages: ['savedQuotes'], answers: true },
  { path: /^\/account\/orders\/?$/, pages: ['placedOrders'], answers: true },
  { path: /^\/account\/orders\/find\/?$/, pages: ['findOrder'], answers: true },
  { path: /^\/account\/orders\/[^/]+\/reorder\/?$/, pages: ['reorder'], answers: true },
  { path: /^\/account\/orders\/([^/]+)(?:\/[^/]+)?\/?$/, pages: ['placedOrder'], answers: true },
  { path: /^\/admin\/orders\/?$/, pages: ['adminOrders'], answers: true },
  { path: /^\/admin\/orders\/[^/]+\/?$/, pages: ['adminOrder'], answers: true },
  { path: /^\/account\/applicators\/?$/, pages: ['applicatorProfiles'], answers: true },
  { path: /^\/account\/users\/login\/?$/, pages: ['login'], answers: true },
  { path: /^\/account\/users\/account-details\/?$/, pages: ['accountDetails'], answers: true },
  { path: /^\/q\/[^/]+\/?$/, pages: ['sharedQuote'], answers: true },
  { path: /^\/blog(?:\/([^/]+))?\/?$/, pages: ['site', 'blog'], answers: true },
  { path: /^\/$/, pages: ['site'], answers: false },
]
