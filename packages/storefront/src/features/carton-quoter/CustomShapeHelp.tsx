import type { Order } from '@diecut/quote-core'
import { Icon } from '../../components/Icon'
import { CUSTOM_DIELINE_MESSAGE, useHelp } from '../help/help-store'
import { PreviouslyUsedSizes } from '../label-quoter/PreviouslyUsedSizes'

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
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => show('help', CUSTOM_DIELINE_MESSAGE)}
          >
            <Icon name="info" size={16} /> Learn More
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => show('email', CUSTOM_DIELINE_MESSAGE)}
          >
            <Icon name="mail" size={16} /> Email
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => show('chat', CUSTOM_DIELINE_MESSAGE)}
          >
            <Icon name="chat" size={16} /> Chat
          </button>
        </div>
      </div>
      <PreviouslyUsedSizes order={order} />
    </div>
  )
}
