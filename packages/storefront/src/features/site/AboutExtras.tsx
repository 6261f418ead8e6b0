import { QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useLatestPosts } from '@diecut/quote-react'
import { inAppPath, plainText } from '../../api/blog'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Contact phone, address, hours and the latest 3 blog posts (the About menu, docs/product.md section 2). */
export const AboutExtras = ({ open }: { open: boolean }) => {
  const posts = useLatestPosts(open)
  return (
    <>
      <div className="menu-col">
        <p className="menu-heading">Contact</p>
        <ul className="contact-list">
          <li>
            <Icon name="phone" size={16} />
            <a href={tel(QUOTE_CONSTANTS.supportPhone)}>{QUOTE_CONSTANTS.supportPhone}</a>
          </li>
          <li>
            <Icon name="pin" size={16} />
            <span>{QUOTE_CONSTANTS.supportAddress}</span>
          </li>
          <li>
            <Icon name="clock" size={16} />
            <span>{QUOTE_CONSTANTS.supportHours}</span>
          </li>
        </ul>
      </div>
      <div className="menu-col">
        <p className="menu-heading">From the Blog</p>
        {posts.length === 0 ? (
          <p className="muted small">Tips on materials, artwork and packaging.</p>
        ) : (
          <ul className="menu-links">
            {posts.map((p) => {
              const path = inAppPath(p.link)
              return (
                <li key={p.id}>
                  {path !== null ? (
                    <Link to={path}>{plainText(p.title.rendered)}</Link>
                  ) : (
                    <a href={p.link}>{plainText(p.title.rendered)}</a>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </>
  )
}
export { tel }
