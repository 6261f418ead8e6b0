import { placedOrderTimeline, type PlacedOrder } from '@diecut/quote-core'
import { formatInstant } from '../checkout/format-day'

/**
 * The order's life step by step (the same for the customer and staff): the steps done with
 * when, the current one, those to come; once shipped, the carrier's tracking link.
 */
export const OrderTimeline = ({ order }: { order: PlacedOrder }) => (
  <ol className="timeline" aria-label="Order progress">
    {placedOrderTimeline(order).map((step) => (
      <li
        key={step.key}
        data-state={step.state}
        data-step={step.key}
        aria-current={step.state === 'current' ? 'step' : undefined}
      >
        <strong>{step.label}</strong>
        <span className="muted">{step.detail}</span>
        {step.at === null ? null : (
          <time className="small" dateTime={step.at}>
            {formatInstant(step.at)}
          </time>
        )}
        {step.key === 'shipping' && order.shipment !== null ? (
          <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
            Track your package
          </a>
        ) : null}
      </li>
    ))}
  </ol>
)
