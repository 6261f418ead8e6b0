import { MIN_ARTWORK_PPI, QUOTE_CONSTANTS } from '@diecut/quote-core'
import { useCurrentUser } from '@diecut/quote-react'
import { UI_SETTINGS } from '../../app/ui-settings'
import { useEffect, useState } from 'react'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'
import { LabelledControl } from '../../components/LabelledControl'
import { Tabs } from '../../components/Tabs'
import { useHelp, type HelpTab } from './help-store'

const ARTICLES = [
  { label: 'Choosing a label material', to: '/about/ultimate-guide-to-custom-labels' },
  { label: 'How to measure a carton', to: '/about/instructional-videos' },
  { label: `Artwork at ${MIN_ARTWORK_PPI} ppi`, to: '/about/faq' },
  { label: 'Download a dieline template', to: '/about/template-generator' },
  { label: 'Roll direction explained', to: '/about/instructional-videos' },
].slice(0, UI_SETTINGS.helpSuggestedArticles)

const EMAIL = 'hello@diecut.example'

/**
 * The help widget (help, chat, email). Opened from anywhere with a prefilled message; for a
 * signed-in customer the message is signed with their name, email and company.
 */
export const HelpWidget = () => {
  const { open, tab, message, show, close } = useHelp()
  const user = useCurrentUser().user
  const [text, setText] = useState(message)
  useEffect(() => setText(message), [message])
  const signature =
    user !== null && user.is_logged_in
      ? `\n\n${[user.name, user.email, user.company_entity?.name].filter(Boolean).join(' · ')}`
      : ''
  const mailto = `mailto:${EMAIL}?subject=${encodeURIComponent('Question from the quoter')}&body=${encodeURIComponent(text + signature)}`
  if (!open)
    return (
      <button type="button" className="help-fab" onClick={() => show('help')}>
        <Icon name="chat" size={20} /> <span className="help-fab-text">Help</span>
      </button>
    )
  return (
    <aside className="help-panel" aria-label="Help">
      <div className="help-head">
        <strong>How can we help?</strong>
        <button type="button" className="icon-button" aria-label="Close help" onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <Tabs<HelpTab>
        items={[
          { key: 'help', label: 'Help' },
          { key: 'chat', label: 'Chat' },
          { key: 'email', label: 'Email' },
        ]}
        selected={tab}
        onSelect={(t) => show(t)}
        label="Help options"
        idPrefix="help"
      />
      <div
        className="help-body"
        role="tabpanel"
        id="help-panel"
        aria-labelledby={`help-tab-${tab}`}
      >
        {tab === 'help' ? (
          <ul className="menu-links">
            {ARTICLES.map((a) => (
              <li key={a.label}>
                <Link to={a.to} onClick={close}>
                  {a.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="stack-sm">
            <p className="small muted">
              {tab === 'chat'
                ? `Packaging specialists answer ${QUOTE_CONSTANTS.supportHours}, at ${QUOTE_CONSTANTS.supportPhone} or by message.`
                : 'Write to us and we answer within one business day.'}
            </p>
            <LabelledControl
              as="textarea"
              label="Your message"
              className="textarea"
              rows={5}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <a className="btn btn-primary" href={mailto}>
              <Icon name="mail" size={18} /> Send message
            </a>
          </div>
        )}
      </div>
    </aside>
  )
}
