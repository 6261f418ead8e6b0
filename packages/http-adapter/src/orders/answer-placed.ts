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

/**
 * A placed order as its customer is answered it: what they chose on each line, and where its
 * confirmation email stands.
 */
export const answerPlaced = async (
  repos: Repos,
  placed: PlacedOrder,
): Promise<PlacedOrderAnswer> => {
  const [described, confirmation] = await Promise.all([
    withChosenFacts(repos, placed),
    repos.emails.confirmationOf(placed.id, placed.email),
  ])
  return confirmation === undefined ? described : { ...described, confirmation_email: confirmation }
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
  placed_order: await answerPlaced(repos, customerViewOf(placed)),
  allowed_actions: customerActions(placed),
  card_payment: deps.payments !== undefined && deps.payments !== null,
})
