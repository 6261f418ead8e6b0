/**
 * The code of each page, loaded on demand. Kept apart from the routes (no React here) so the
 * entry can start loading the page it opens on before the rest of the app has run.
 */
export const loadQuoterRoute = () => import('../features/quoter/QuoterRoute')
export const loadDesignQuoterPage = () => import('../features/design-quoter/DesignQuoterPage')
export const loadSitePage = () => import('../features/site/pages/SitePage')

/** Starts loading the code of the page at `pathname`, for the pages visitors land on most. */
export const preloadPage = (pathname: string): void => {
  if (/^\/orders\/custom-(?:labels|cartons)(?:\/[^/]+)?\/?$/.test(pathname)) void loadQuoterRoute()
  else if (/^\/orders\/custom-design(?:\/[^/]+)?\/?$/.test(pathname)) void loadDesignQuoterPage()
  else if (pathname === '/') void loadSitePage()
}
