import { productTypes } from '@diecut/quote-core'
import { useQuoteStore } from '@diecut/quote-react'
import { useEffect } from 'react'
import { navigate, useLocation } from '../../app/router'

/**
 * Puts the address on /orders/{product slug}/{orderId} without a reload once the order exists
 * (docs/product.md section 2). A fresh quote (after add to cart or save) is put back by the page.
 */
export const useAddressSync = (): void => {
  const id = useQuoteStore((s) => s.order.id)
  const productTypeId = useQuoteStore((s) => s.order.product_type_id)
  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    if (id === 0) return
    const slug = productTypes.find((t) => t.id === productTypeId)?.slug ?? 'custom-labels'
    const want = `/orders/${slug}/${id}`
    if (pathname !== want) navigate(`${want}${search}${hash}`, { replace: true })
  }, [id, productTypeId, pathname, search, hash])
}

/** The address of a fresh quote of a product: /orders/{product slug}. */
export const freshQuoteAddress = (productTypeId: number): string =>
  `/orders/${productTypes.find((t) => t.id === productTypeId)?.slug ?? 'custom-labels'}`
