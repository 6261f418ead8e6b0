import {
  customerActions,
  customerViewOf,
  type CustomerOrderPage,
  type PlacedOrder,
  type PlacedOrderAnswer,
} from '@diecut/quote-core'
import type { Deps } from '../deps'
import type { Repos } from '../repositories/repositories'
import { withChosenFacts } from './production-facts'

/** A placed order as its customer is answered it: with where its confirmation email stands. */
export const answerPlaced = async (
  repos: Repos,
  placed: PlacedOrder,
): Promise<PlacedOrderAnswer> => {
  const confirmation = await repos.emails.confirmationOf(placed.id, placed.email)
  return confirmation === undefined ? placed : { ...placed, confirmation_email: confirmation }
}

/**
 * The customer's order page: the order as they see it (with where its confirmation email
 * stands), what is due from them now, and whether the store takes a card payment online.
 */
export const customerOrderPage = async (
  repos: Repos,
  placed: PlacedOrder,
  deps: Pick<Deps, 'payments'>,
): Promise<CustomerOrderPage> => ({
  placed_order: await answerPlaced(repos, await withChosenFacts(repos, customerViewOf(placed))),
  allowed_actions: customerActions(placed),
  card_payment: deps.payments !== undefined && deps.payments !== null,
})
