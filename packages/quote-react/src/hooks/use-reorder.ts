import {
  isReorderableLine,
  type CustomerOrderPage,
  type DesignsOrder,
  type PlacedOrderLine,
  type ReorderAnswer,
  type ReorderRequest,
} from '@diecut/quote-core'
import { useCallback, useMemo } from 'react'
import type { ReorderReplacement } from '../api/reorder-calls'
import { primeResource } from '../store/resource-cache'
import { useQuoteApi } from './use-quote-api'
import { useResource } from './use-resource'

const noLines: readonly PlacedOrderLine[] = []
const noDesigns: ReadonlyMap<number, readonly DesignsOrder[]> = new Map()

/**
 * Reordering one placed order of the session: `reorder(request?, replacements?)` puts a new
 * quote per line in the cart (quote-core decides what carries over and what is re-priced) and
 * shows the new cart everywhere; it throws the ApiError when refused. With `withDesigns`, the
 * order's printed lines and, by line, the designs placed with them (for Edit and Reprint).
 */
export const useReorder = (number: string, withDesigns = false) => {
  const api = useQuoteApi()
  const page = useResource<CustomerOrderPage>(
    withDesigns ? `placed-order:${number}` : null,
    (a, signal) => a.placedOrder(number, signal),
  )
  const order = page.data?.placed_order ?? null
  const lines = useMemo(() => order?.lines.filter(isReorderableLine) ?? noLines, [order])
  const ids = lines.map((l) => l.order_id).join(',')
  const designs = useResource<ReadonlyMap<number, readonly DesignsOrder[]>>(
    withDesigns && ids !== '' ? `reorder-designs:${number}:${ids}` : null,
    async (a, signal) =>
      new Map(
        await Promise.all(
          lines.map(async (l) => [l.order_id, await a.quoteDesigns(l.order_id, signal)] as const),
        ),
      ),
  )
  const reorder = useCallback(
    async (
      request: ReorderRequest = {},
      replacements: readonly ReorderReplacement[] = [],
    ): Promise<ReorderAnswer> => {
      const answer = await api.reorder(number, request, replacements)
      primeResource(api, 'cart', answer.cart)
      return answer
    },
    [api, number],
  )
  return {
    order,
    lines,
    designs: designs.data ?? noDesigns,
    status: page.status !== 'ready' ? page.status : ids === '' ? 'ready' : designs.status,
    error: page.error ?? designs.error,
    reorder,
  }
}
