import { Either, Schema } from 'effect'
import { valueEquals } from '../schema/value-equals'
import { CheckoutRequest } from '../schema/placed-order'

/** A checkout sent again with a key that already placed an order for another body. */
export type IdempotencyKeyReused = {
  readonly _tag: 'IdempotencyKeyReused'
  readonly code: 'idempotency_key_reused'
  readonly message: string
}

const reused: IdempotencyKeyReused = {
  _tag: 'IdempotencyKeyReused',
  code: 'idempotency_key_reused',
  message:
    'This Idempotency-Key was already used to place an order with different details. Send a new key to place a new order.',
}

const decodeStored = Schema.decodeUnknownEither(CheckoutRequest)

/**
 * What a checkout sent with an Idempotency-Key that already placed an order gets: the same
 * order when it asks for the same thing (a retry), a refusal when the body differs (the key was
 * reused by mistake: answering the old order would say "placed" of what was not). `placedWith`
 * is the request as stored with the order, encoded; an order placed before requests were kept
 * (null) is answered as a retry.
 */
export const checkoutReplay = (
  placedWith: unknown,
  sent: CheckoutRequest,
): IdempotencyKeyReused | null => {
  if (placedWith === null || placedWith === undefined) return null
  const stored = decodeStored(placedWith)
  return Either.isRight(stored) && valueEquals(stored.right, sent) ? null : reused
}

/** The request as it is stored with the order it placed. */
export const storedCheckoutRequest = Schema.encodeSync(CheckoutRequest)
