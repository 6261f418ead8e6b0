import { selectIsInCart } from '@diecut/quote-core'
import { useQuoteStore } from '@diecut/quote-react'
import { useEffect } from 'react'
import { addNavigationGuard } from '../../app/router'

const QUESTION =
  'Leave this quote? It stays saved at this page address, but it is not in your cart yet.'

/** Warns before leaving a started quote unless it is in the cart. */
export const useLeaveWarning = (): void => {
  const armed = useQuoteStore((s) => s.order.id > 0 && !selectIsInCart(s.order))
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
