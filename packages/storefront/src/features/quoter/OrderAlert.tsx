import { useQuoteStore } from '@diecut/quote-react'
import { Icon } from '../../components/Icon'

/** An alert about the order, with a Dismiss button. */
export const OrderAlertView = ({ alert, onDismiss }: { alert: string; onDismiss: () => void }) => (
  <div className="notice notice-error order-alert" role="alert">
    <Icon name="warn" size={18} />
    <span>{alert}</span>
    <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
      <Icon name="close" size={16} />
    </button>
  </div>
)

/**
 * The alert quote-core asks the customer to see about their order (docs/product.md section 8, e.g.
 * 'Order ID not found. Please try again' when a quantity update answers 404), until dismissed.
 */
export const OrderAlert = () => {
  const alert = useQuoteStore((s) => s.alert)
  const dismiss = useQuoteStore((s) => s.dismissAlert)
  return alert === null ? null : <OrderAlertView alert={alert} onDismiss={dismiss} />
}
