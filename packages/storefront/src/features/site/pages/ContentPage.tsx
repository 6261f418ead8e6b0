import { useEffect } from 'react'
import { Link } from '../../../app/router'
import { Icon } from '../../../components/Icon'
import type { PageContent } from './content-types'

/** A site content page: heading, intro, cards, sections and a call to action. */
export const ContentPage = ({ page }: { page: PageContent }) => {
  useEffect(() => {
    document.title = `${page.title} · diecut`
  }, [page.title])
  return (
    <article className="content-page">
      <header className="page-hero">
        <div className="container">
          {page.eyebrow ? <p className="eyebrow">{page.eyebrow}</p> : null}
          <h1>{page.title}</h1>
          <p className="lead">{page.intro}</p>
          {page.cta ? (
            <div className="hero-actions">
              <Link
                to={page.cta.to}
                className="btn btn-primary btn-lg"
                target={page.cta.newTab ? '_blank' : undefined}
                rel={page.cta.newTab ? 'noopener' : undefined}
              >
                {page.cta.label}
              </Link>
              {page.cta.secondary ? (
                <Link to={page.cta.secondary.to} className="btn btn-secondary btn-lg">
                  {page.cta.secondary.label}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </header>
      <div className="container page-body">
        {page.cards && page.cards.length > 0 ? (
          <ul className="card-grid">
            {page.cards.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className="link-card">
                  {c.swatch ? (
                    <span
                      className="link-card-swatch"
                      style={{ background: c.swatch }}
                      aria-hidden="true"
                    />
                  ) : null}
                  <span className="link-card-title">{c.title}</span>
                  <span className="muted small">{c.text}</span>
                  <span className="link-card-more">
                    Learn more <Icon name="chevronRight" size={16} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {page.sections.map((s) => (
          <section key={s.heading} id={s.id} className="page-section">
            <h2>{s.heading}</h2>
            {s.body ? <p>{s.body}</p> : null}
            {s.bullets ? (
              <ul className="check-list">
                {s.bullets.map((b) => (
                  <li key={b}>
                    <Icon name="check" size={18} /> {b}
                  </li>
                ))}
              </ul>
            ) : null}
            {s.links ? (
              <ul className="plain-links">
                {s.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {s.faq ? (
              <div className="faq">
                {s.faq.map((f) => (
                  <details key={f.q}>
                    <summary>{f.q}</summary>
                    <p>{f.a}</p>
                  </details>
                ))}
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  )
}
