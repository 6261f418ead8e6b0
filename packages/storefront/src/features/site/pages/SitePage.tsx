import { lazy } from 'react'
import { loadBlogPage } from '../../../app/page-loaders'
import '../../../styles/pages.css'
import { ContentPage } from './ContentPage'
import { companyPages } from './content-company'
import { catalogueDetailPage } from './content-catalogue'
import { productPages } from './content-products'
import { HomePage } from './HomePage'
import { NotFoundPage } from './NotFoundPage'

// The blog (and its HTML sanitiser) loads only when a blog page is opened.
const BlogPage = lazy(() => loadBlogPage().then((m) => ({ default: m.BlogPage })))

/** Every site content page of docs/product.md section 2, by path. */
const SitePage = ({ params }: { params: Record<string, string> }) => {
  const path = (params.path ?? '/').replace(/\/+$/, '') || '/'
  if (path === '/') return <HomePage />
  if (path === '/blog') return <BlogPage slug={null} />
  if (path.startsWith('/blog/')) return <BlogPage slug={path.slice('/blog/'.length)} />
  const page = companyPages[path] ?? productPages[path] ?? catalogueDetailPage(path)
  return page === undefined ? <NotFoundPage /> : <ContentPage page={page} />
}

export default SitePage
