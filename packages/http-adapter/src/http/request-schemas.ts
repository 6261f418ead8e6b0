import { Schema } from 'effect'

const ID_MESSAGE = 'must be a positive whole number id'

/** An id as it comes in a path or query string ("42"). */
export const IdFromString = Schema.String.pipe(
  Schema.pattern(/^[0-9]{1,10}$/, { message: () => ID_MESSAGE }),
  Schema.compose(Schema.NumberFromString),
  Schema.compose(Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => ID_MESSAGE }))),
)

/** An id in a JSON body: a number, or a numeric string as form posts send it. */
export const IdInBody = Schema.Union(
  Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => ID_MESSAGE })),
  IdFromString,
)

/** Path `{orderId}`. */
export const OrderIdPath = Schema.Struct({ orderId: IdFromString })

/** Path `{id}` of any other entity. */
export const IdPath = Schema.Struct({ id: IdFromString })

/** A missing body (or a JSON null) counts as an empty object. */
export const orEmpty = (body: unknown): unknown => (body === undefined || body === null ? {} : body)
