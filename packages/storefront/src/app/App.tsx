import { Suspense } from 'react'
import { useRouter } from 'wouter'
import { HelpWidget } from '../features/help/HelpWidget'
import { Footer } from '../features/site/Footer'
import { Header } from '../features/site/Header'
import { ErrorBoundary } from './ErrorBoundary'
import { resolveRoute } from './routes'
import { useLocation } from './router'
import { Providers } from './providers'

const PageLoading = () => (
  <div className="page-loading" role="status">
    <span className="spinner" /> <span className="visually-hidden">Loading…</span>
  </div>
)

/** The shell: header, the routed page inside the error boundary, footer. */
export const App = () => {
  const { pathname } = useLocation()
  const { route, params } = resolveRoute(pathname, useRouter().parser)
  const Page = route.page

  return (
    <Providers>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary key={route.pattern}>
          <Suspense fallback={<PageLoading />}>
            <Page params={params} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <HelpWidget />
    </Providers>
  )
}
