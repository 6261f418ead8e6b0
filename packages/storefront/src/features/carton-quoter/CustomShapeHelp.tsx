import type { Order } from '@diecut/quote-core'
import { Icon, type IconName } from '../../components/Icon'
import { CUSTOM_DIELINE_MESSAGE, useHelp, type HelpTab } from '../help/help-store'
import { PreviouslyUsedSizes } from '../label-quoter/PreviouslyUsedSizes'

/** The ways to get help with a dieline, each opening the help widget on its tab. */
const HELP_LINKS: readonly { tab: HelpTab; icon: IconName; label: string }[] = [
  { tab: 'help', icon: 'info', label: 'Learn More' },
  { tab: 'email', icon: 'mail', label: 'Email' },
  { tab: 'chat', icon: 'chat', label: 'Chat' },
]

/** Custom Shape: help links (Learn More, Email, Chat) and previously used carton shapes. */
export const CustomShapeHelp = ({ order }: { order: Order }) => {
  const show = useHelp((s) => s.show)
  return (
    <div className="stack">
      <div className="help-card">
        <p>
          <strong>Have a dieline, or need one?</strong> Send us your structure (or a sample box) and
          a packaging specialist prepares the die. Enter the finished size below for a price now.
        </p>
        <div className="help-links">
          {HELP_LINKS.map((l) => (
            <button
              key={l.tab}
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => show(l.tab, CUSTOM_DIELINE_MESSAGE)}
            >
              <Icon name={l.icon} size={16} /> {l.label}
            </button>
          ))}
        </div>
      </div>
      <PreviouslyUsedSizes order={order} />
    </div>
  )
}
