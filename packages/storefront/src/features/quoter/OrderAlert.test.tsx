import { ORDER_NOT_FOUND_ALERT } from '@diecut/quote-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OrderAlertView } from './OrderAlert'

describe('OrderAlert', () => {
  it("shows quote-core's 'Order ID not found. Please try again' as a dismissable alert", () => {
    const html = renderToStaticMarkup(
      <OrderAlertView alert={ORDER_NOT_FOUND_ALERT} onDismiss={() => undefined} />,
    )
    expect(html).toMatch(/role="alert"/)
    expect(html).toContain('Order ID not found. Please try again')
    expect(html).toContain('aria-label="Dismiss"')
  })
})
