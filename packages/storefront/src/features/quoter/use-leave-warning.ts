import { ORDER_STATUS } from '@diecut/quote-core'
import { useQuoteStore } from '@diecut/quote-react'
import { useEffect } from 'react'
import { addNavigationGuard } from '../../app/router'

const QUESTION =
  'Leave this quote? It stays saved at this page address, but it is not in your cart yet.'

/** Warns before leaving a started quote unless it is in the cart. */
export const useLeaveWarning = (): void => {
  const id = useQuoteStore((s) => s.order.id)
  const status = useQuoteStore((s) => s.order.status_id)
  const armed = id > 0 && status !== ORDER_STATUS.inCart
  useEffect(() => {
    if (!armed) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    const remove = addNavigationGuard((to) => to.startsWith('/orders/') || window.confirm(QUESTION))
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      remove()
    }
  }, [armed])
}
