import {
  buildCart,
  evaluateOrder,
  type Cart,
  type Order,
  type QuoteEnv,
  type User,
  type ValidationError,
} from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/** The user's cart: their orders in the cart, totalled by quote-core. */
export const cartFor = async (repos: Repos, userId: string): Promise<Cart> => {
  const { id, orders } = await repos.orders.cart(userId)
  return buildCart(id, orders)
}

export type Evaluated = { readonly order: Order; readonly errors: readonly ValidationError[] }

/** Re-derives, validates, prices and dates the order with quote-core (one call). */
export const evaluate = (order: Order, env: QuoteEnv, now: Date): Evaluated => {
  const { order: evaluated, errors } = evaluateOrder(order, { env, now: now.toISOString() })
  return { order: evaluated, errors }
}

/** The quoter's answer: the order, the cart and quote-core's validation of the order. */
export const orderAnswer = async (
  repos: Repos,
  user: User,
  { order, errors }: Evaluated,
): Promise<{ order: Order; cart: Cart; errors: readonly ValidationError[] }> => ({
  order,
  cart: await cartFor(repos, user.id),
  errors,
})

/** Saves the order and gives orderAnswer's answer, reading the cart with the save where it can. */
export const saveAndAnswer = async (
  repos: Repos,
  { order, errors }: Evaluated,
  now: Date,
): Promise<{ order: Order; cart: Cart; errors: readonly ValidationError[] }> => {
  const cart = await repos.orders.saveThenCart(order, now)
  return { order, cart: buildCart(cart.id, cart.orders), errors }
}
