import { placedOrderTimeline, type PlacedOrderStatus } from '@diecut/quote-core'

/** What happens after checkout, with the steps done and the current one marked. */
export const OrderTimeline = ({ status }: { status: PlacedOrderStatus }) => (
  <ol className="timeline" aria-label="Order progress">
    {placedOrderTimeline(status).map((step) => (
      <li
        key={step.key}
        data-state={step.state}
        aria-current={step.state === 'current' ? 'step' : undefined}
      >
        <strong>{step.label}</strong>
        <span className="muted">{step.detail}</span>
      </li>
    ))}
  </ol>
)
