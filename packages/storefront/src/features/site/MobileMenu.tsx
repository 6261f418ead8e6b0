import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useEffect, useRef, useState } from 'react'
import { UI_SETTINGS } from '../../app/ui-settings'
import { createPortal } from 'react-dom'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'
import { useScrollLock } from '../../components/use-scroll-lock'
import { AboutExtras, tel } from './AboutExtras'
import { MENUS, type MenuKey } from './nav-data'

/**
 * The full-screen phone menu: sections expand into their links with a Back control; Order Now
 * and Marketplace below. Closing waits 300 ms (the slide-out) before it is removed.
 */
export const MobileMenu = ({ onClosed }: { onClosed: () => void }) => {
  const [closing, setClosing] = useState(false)
  const [open, setOpen] = useState<MenuKey | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  useScrollLock(true)

  const close = () => {
    setClosing(true)
    window.setTimeout(onClosed, UI_SETTINGS.mobileMenuCloseDelayMs)
  }
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus()
  }, [open])
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  const menu = MENUS.find((m) => m.key === open)
  // Portalled to <body>: the header's backdrop filter would otherwise contain the fixed panel.
  return createPortal(
    <div
      className={closing ? 'mobile-menu closing' : 'mobile-menu'}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      ref={panel}
    >
      <div className="mobile-menu-top">
        {menu === undefined ? (
          <span className="mobile-menu-title">Menu</span>
        ) : (
          <button type="button" className="mobile-back" onClick={() => setOpen(null)}>
            <Icon name="chevronLeft" /> Back
          </button>
        )}
        <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
          <Icon name="close" size={24} />
        </button>
      </div>
      <div className="mobile-menu-body">
        {menu === undefined ? (
          <ul className="mobile-sections">
            {MENUS.map((m) => (
              <li key={m.key}>
                <button type="button" onClick={() => setOpen(m.key)}>
                  {m.label} <Icon name="chevronRight" />
                </button>
              </li>
            ))}
            <li>
              <Link to="/marketplace" onClick={close}>
                Marketplace <span className="badge badge-new">New</span>
              </Link>
            </li>
            <li>
              <Link to="/account/users/login" onClick={close}>
                Log In
              </Link>
            </li>
          </ul>
        ) : (
          <div className="mobile-section" aria-label={menu.label}>
            <Link to={menu.to} className="mobile-section-title" onClick={close}>
              All {menu.label}
            </Link>
            {menu.columns.map((col) => (
              <div key={col.heading}>
                <p className="menu-heading">{col.heading}</p>
                <ul className="menu-links">
                  {col.links.map((l) => (
                    <li key={l.to + l.label}>
                      <Link to={l.to} onClick={close} target={l.newTab ? '_blank' : undefined}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {menu.key === 'about' ? <AboutExtras open /> : null}
          </div>
        )}
      </div>
      <div className="mobile-menu-foot">
        <Link
          to="/orders/custom-labels"
          className="btn btn-primary btn-block btn-lg"
          onClick={close}
        >
          Order Now
        </Link>
        <a className="btn btn-secondary btn-block" href={tel(QUOTE_CONSTANTS.supportPhone)}>
          <Icon name="phone" size={18} /> {QUOTE_CONSTANTS.supportPhone}
        </a>
      </div>
    </div>,
    document.body,
  )
}
