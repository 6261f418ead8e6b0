import type { Order } from '@diecut/quote-core'
import { useDiePanel } from '@diecut/quote-react'
import { Icon } from '../../components/Icon'
import { formatMoney } from '../../components/format-money'
import { SimilarSizes } from './SimilarSizes'
import { templateUrl } from './template-url'

const Title = ({
  tone,
  children,
}: {
  tone: 'error' | 'warn' | 'ok' | 'info'
  children: string
}) => <p className={`die-title die-${tone}`}>{children}</p>

/**
 * The selected-die panel (docs/product.md section 2): Invalid Size, Custom Size with its one-time fee,
 * New Size, Die #{id} Out of Stock or the existing die; Similar Sizes; template download.
 */
export const DiePanel = ({ order, sized }: { order: Order; sized: boolean }) => {
  const { panel, similar } = useDiePanel(order)
  if (!sized && order.size_id === null) return null
  const url = panel.kind === 'invalid' ? null : templateUrl(order)
  const fee =
    order.quoted_die_charge !== null && order.quoted_die_charge > 0
      ? formatMoney(order.quoted_die_charge)
      : null
  return (
    <div className={`die-panel die-panel-${panel.kind}`} aria-live="polite">
      {panel.kind === 'invalid' ? (
        <>
          <Title tone="error">Invalid Size</Title>
          <p className="die-message">{panel.message}</p>
        </>
      ) : panel.kind === 'custom' ? (
        <>
          <Title tone="info">Custom Size</Title>
          <p className="die-message">
            A custom die is made for this shape: a one-time fee{fee === null ? '' : ` of ${fee}`}.
            Reorders of this size have no die fee.
          </p>
        </>
      ) : panel.kind === 'new' ? (
        <>
          <Title tone="warn">New Size</Title>
          <p className="die-message">
            No stock die has this size, so we make one: a one-time fee
            {fee === null ? '' : ` of ${fee}`}
            {order.delay_new_size ? ` and ${order.delay_new_size} extra days` : ''}. Try a similar
            size to skip it.
          </p>
        </>
      ) : panel.kind === 'out_of_stock' ? (
        <>
          <Title tone="warn">{`Die #${panel.dieId} Out of Stock`}</Title>
          <p className="die-message">{panel.message}</p>
        </>
      ) : (
        <>
          <Title tone="ok">{`Die #${panel.dieId}`}</Title>
          <p className="die-message">Existing size: in stock, no die fee.</p>
        </>
      )}
      {panel.kind === 'existing' ? null : <SimilarSizes similar={similar} />}
      {url === null ? null : (
        <a className="template-link" href={url} download>
          <Icon name="download" size={16} /> Download the template for this size
        </a>
      )}
    </div>
  )
}
