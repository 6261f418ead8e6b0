import type { PlacedOrder, PlacedOrderAnswer } from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/** A placed order as its customer is answered it: with where its confirmation email stands. */
export const answerPlaced = async (
  repos: Repos,
  placed: PlacedOrder,
): Promise<PlacedOrderAnswer> => {
  const confirmation = await repos.emails.confirmationOf(placed.id)
  return confirmation === undefined ? placed : { ...placed, confirmation_email: confirmation }
}
