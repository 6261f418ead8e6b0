import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { Link } from '../../app/router'
import { tel } from './AboutExtras'
import { Logo } from './Logo'

const columns = [
  {
    heading: 'Products',
    links: [
      ['Custom Labels', '/orders/custom-labels'],
      ['Folding Cartons', '/orders/custom-cartons'],
      ['Graphic Design', '/design'],
      ['Marketplace', '/marketplace'],
    ],
  },
  {
    heading: 'Learn',
    links: [
      ['Label Materials', '/labels/label-materials'],
      ['Carton Materials', '/cartons/carton-materials'],
      ['Ultimate Guide to Custom Labels', '/about/ultimate-guide-to-custom-labels'],
      ['Blog', '/blog'],
    ],
  },
  {
    heading: 'Help',
    links: [
      ['FAQ', '/about/faq'],
      ['Template Generator', '/about/template-generator'],
      ['Instructional Videos', '/about/instructional-videos'],
      ['Contact', '/contact'],
    ],
  },
] as const

/** The site footer: products, resources, contact details. */
export const Footer = () => (
  <footer className="site-footer">
    <div className="container footer-grid">
      <div className="footer-brand">
        <Logo />
        <p className="muted small">
          Custom roll labels, folding cartons and packaging design, printed in Columbus, Ohio.
        </p>
        <p className="small">
          <a href={tel(QUOTE_CONSTANTS.supportPhone)}>{QUOTE_CONSTANTS.supportPhone}</a>
          <br />
          <span className="muted">{QUOTE_CONSTANTS.supportHours}</span>
        </p>
      </div>
      {columns.map((c) => (
        <nav key={c.heading} aria-label={c.heading}>
          <p className="footer-heading">{c.heading}</p>
          <ul>
            {c.links.map(([label, to]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
    <div className="container footer-base small muted">
      {/* Pages rendered at build time carry the build's year until they hydrate. */}
      <span suppressHydrationWarning>© {new Date().getFullYear()} diecut Printing Co.</span>
      <span>{QUOTE_CONSTANTS.supportAddress}</span>
    </div>
  </footer>
)
