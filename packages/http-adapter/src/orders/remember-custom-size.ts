import { customSizeToRemember, type Order } from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/**
 * Remembers the size of an order placed with a custom size, with the placed order: once that
 * order (or another that used the size) is paid or on terms, the size shows among the
 * customer's "Previously Used Custom Shapes" (GET /account/sizes/my-custom-sizes) as their own
 * die, with no die fee. quote-core decides which size that is (customSizeToRemember) and when it
 * is theirs (customSizeIsOwned): never on checkout alone.
 */
export const rememberCustomSize = async (
  repos: Repos,
  userId: string,
  order: Order,
  placedOrderId: number,
  now: Date,
) => {
  const size = customSizeToRemember(order)
  if (size !== null) await repos.dies.rememberCustomSize(userId, size, placedOrderId, now)
}
