import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'
import { AboutExtras } from './AboutExtras'
import type { Menu } from './nav-data'

/** The panel of one header menu: link columns, a call to action, and About's contact block. */
export const MegaMenu = ({
  menu,
  open,
  onNavigate,
}: {
  menu: Menu
  open: boolean
  onNavigate: () => void
}) => (
  <div className="mega" id={`mega-${menu.key}`} hidden={!open}>
    <div className="container mega-inner">
      <div className="mega-columns">
        {menu.columns.map((col) => (
          <div className="menu-col" key={col.heading}>
            {col.to === undefined ? (
              <p className="menu-heading">{col.heading}</p>
            ) : (
              <Link to={col.to} className="menu-heading" onClick={onNavigate}>
                {col.heading}
              </Link>
            )}
            <ul className="menu-links">
              {col.links.map((l) => (
                <li key={l.to + l.label}>
                  <Link
                    to={l.to}
                    onClick={onNavigate}
                    target={l.newTab ? '_blank' : undefined}
                    rel={l.newTab ? 'noopener' : undefined}
                  >
                    {l.label}
                    {l.newTab ? <Icon name="external" size={14} /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {menu.key === 'about' ? <AboutExtras open={open} /> : null}
      </div>
      <div className="mega-cta">
        <p className="mega-cta-title">{menu.cta.title}</p>
        <p className="muted small">{menu.cta.text}</p>
        <Link
          to={menu.cta.to}
          className="btn btn-primary btn-sm"
          onClick={onNavigate}
          target={menu.cta.newTab ? '_blank' : undefined}
          rel={menu.cta.newTab ? 'noopener' : undefined}
        >
          {menu.cta.label}
        </Link>
      </div>
    </div>
  </div>
)
