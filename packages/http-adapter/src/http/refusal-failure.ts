import {
  accountRefusal,
  orderChangeRefusal,
  type AccountRefusal,
  type CartMoveRefusal,
  type CheckoutRefusal,
  type InvalidDestination,
  type NoShippingEstimate,
  type Order,
  type ReorderRefusal,
  type User,
} from '@diecut/quote-core'
import { fail, type Failure } from './failure'

/** Every refusal of quote-core a route answers: each has its one error answer here. */
export type CoreRefusal =
  | CheckoutRefusal
  | CartMoveRefusal
  | AccountRefusal
  | InvalidDestination
  | NoShippingEstimate
  | ReorderRefusal
  | { readonly _tag: 'NotSaved' }

/** quote-core's refusal as the error body of packages/http-adapter/API.md (its status is in error-status.ts). */
export const refusalFailure = (r: CoreRefusal): Failure => {
  switch (r._tag) {
    case 'EmailRequired':
      return {
        _tag: 'DecodeFailed',
        message: r.message,
        issues: [{ path: r.path, message: r.message }],
      }
    case 'InvalidDestination':
      return { _tag: 'InvalidDestination', reason: r.reason, message: r.message }
    case 'QuoteIncomplete':
      return {
        _tag: 'CheckoutRefused',
        code: r.code,
        message: r.message,
        errors: r.errors,
        issues: r.errors.map((e) => ({
          path: `orders.${e.order_id}.${e.category}`,
          message: e.message,
        })),
      }
    case 'CartEmpty':
    case 'BadShipping':
      return { _tag: 'CheckoutRefused', code: r.code, message: r.message }
    case 'NotPriced':
      return { _tag: 'NotPriced', message: r.message }
    case 'OrderPlaced':
      return { _tag: 'OrderPlaced' }
    case 'BlockingIssues':
      return { _tag: 'BlockingIssues', errors: r.errors }
    case 'CartFull':
      return { _tag: 'CartFull', message: r.message }
    case 'ReorderRefused':
      return r.code === 'cart_full'
        ? { _tag: 'CartFull', message: r.message }
        : {
            _tag: 'ReorderRefused',
            code: r.code,
            message: r.message,
            ...(r.path === undefined ? {} : { issues: [{ path: r.path, message: r.message }] }),
            ...(r.errors === undefined ? {} : { errors: r.errors }),
          }
    case 'LoginRequired':
      return { _tag: 'LoginRequired' }
    // Not in the cart, not saved: for this caller there is no such order there.
    case 'NotInCart':
    case 'NotSaved':
      return { _tag: 'NotFound' }
  }
}

/** Stops the request with quote-core's refusal. */
export const refuse = (r: CoreRefusal): never => fail(refusalFailure(r))

/** Stops the request with the core's refusal (409 order_placed) when the order may not change. */
export const refuseChange = (order: Order): void => {
  const refusal = orderChangeRefusal(order)
  if (refusal !== null) refuse(refusal)
}

/** Stops a guest's request for what only an account has (401 login_required). */
export const refuseGuest = (user: Pick<User, 'is_guest'>): void => {
  const refusal = accountRefusal(user)
  if (refusal !== null) refuse(refusal)
}
