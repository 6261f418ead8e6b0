import { customSizeToRemember, type Order } from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/**
 * Remembers the size of an order placed with a custom size, so it shows among the customer's
 * "Previously Used Custom Shapes" (GET /account/sizes/my-custom-sizes) as their own die, with no
 * die fee; quote-core decides which size that is and that only a placed order makes it theirs.
 */
export const rememberCustomSize = async (repos: Repos, userId: string, order: Order, now: Date) => {
  const size = customSizeToRemember(order)
  if (size !== null) await repos.dies.rememberCustomSize(userId, size, now)
}
