import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useCartCount } from '@diecut/quote-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from '../../app/router'
import { Icon } from '../../components/Icon'
import { tel } from './AboutExtras'
import { Logo } from './Logo'
import { MegaMenu } from './MegaMenu'
import { MobileMenu } from './MobileMenu'
import { MENUS, type MenuSection } from './nav-data'

const HOVER_CLOSE_MS = 150

/** The site header: four hover mega menus, Marketplace, phone, account and cart with its badge. */
export const Header = () => {
  const [section, setSection] = useState<MenuSection>('closed')
  const [mobileOpen, setMobileOpen] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const count = useCartCount()
  const { pathname } = useLocation()

  useEffect(() => setSection('closed'), [pathname])
  useEffect(() => {
    if (section === 'closed') return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSection('closed')
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [section])

  const hover = (s: MenuSection) => {
    window.clearTimeout(closeTimer.current)
    if (s === 'closed')
      closeTimer.current = window.setTimeout(() => setSection('closed'), HOVER_CLOSE_MS)
    else setSection(s)
  }

  return (
    <header className="site-header">
      <div className="container header-bar">
        <button
          type="button"
          className="icon-button burger"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <Icon name="menu" size={24} />
        </button>
        <Logo />
        <nav className="main-nav" aria-label="Main" onMouseLeave={() => hover('closed')}>
          <ul>
            {MENUS.map((m) => (
              <li key={m.key} onMouseEnter={() => hover(m.key)}>
                <button
                  type="button"
                  className="nav-trigger"
                  aria-expanded={section === m.key}
                  aria-controls={`mega-${m.key}`}
                  onClick={() => setSection(section === m.key ? 'closed' : m.key)}
                >
                  {m.label}
                  <Icon name="chevronDown" size={16} />
                </button>
                <MegaMenu
                  menu={m}
                  open={section === m.key}
                  onNavigate={() => setSection('closed')}
                />
              </li>
            ))}
            <li onMouseEnter={() => hover('closed')}>
              <Link to="/marketplace" className="nav-trigger">
                Marketplace <span className="badge badge-new">New</span>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <a className="header-phone" href={tel(QUOTE_CONSTANTS.supportPhone)}>
            <Icon name="phone" size={18} />
            <span>{QUOTE_CONSTANTS.supportPhone}</span>
          </a>
          <Link to="/account" className="icon-button" aria-label="Account">
            <Icon name="user" size={22} />
          </Link>
          <Link
            to="/cart"
            className="icon-button cart-button"
            aria-label={`Cart, ${count} ${count === 1 ? 'order' : 'orders'}`}
          >
            <Icon name="cart" size={22} />
            {count > 0 ? (
              <span className="cart-badge" aria-hidden="true">
                {count}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
      {mobileOpen ? <MobileMenu onClosed={() => setMobileOpen(false)} /> : null}
    </header>
  )
}
