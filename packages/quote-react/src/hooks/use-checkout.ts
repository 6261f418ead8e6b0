import {
  checkoutAddressIssues,
  checkoutFieldIssues,
  checkoutPrefill,
  checkoutTax,
  checkoutTotals,
  chosenShippingCode,
  type CheckoutPrefill,
  type CartRatesAnswer,
  type CheckoutAddress,
  EMPTY_CHECKOUT_ADDRESS,
  type CheckoutAddressFields,
  shippingMessageShown,
  SHIPPING_MESSAGES,
  type PlacedOrderAnswer,
  type ShippingRate,
} from '@diecut/quote-core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { apiErrorFromThrown, type ApiError } from '../api/api-error'
import { decodeNamed } from '../api/decode-response'
import { invalidateResource } from '../store/resource-cache'
import { useCart } from './use-cart'
import { useCurrentUser } from './use-current-user'
import { usePlacedOrders } from './use-placed-orders'
import { useQuoteApi } from './use-quote-api'

/** The address form as typed: every field text, the residential flag a checkbox. */
export type AddressInput = CheckoutAddressFields

/** The address form before anything is typed. */
export const emptyAddress: AddressInput = EMPTY_CHECKOUT_ADDRESS

/** The rest of the checkout form. */
export type CheckoutFields = {
  readonly email: string
  readonly po_number: string
  readonly notes: string
}

type Rates = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly rates: readonly ShippingRate[]
  readonly freightRequired: boolean
  readonly message: string | null
  /** The address the rates are for, and the sales tax that applies there (none until known). */
  readonly address: CheckoutAddress | null
  readonly tax: CartRatesAnswer['tax']
}

const noTax: CartRatesAnswer['tax'] = { rates: {}, certificate: null }
const noRates: Rates = {
  status: 'idle',
  rates: [],
  freightRequired: false,
  message: null,
  address: null,
  tax: noTax,
}
// The Schemas that check the form run with the server answers' decoders (not with the page).
const decodeAddress = (input: AddressInput) => decodeNamed('checkoutAddress', input)
const decodeRequest = (input: unknown) => decodeNamed('checkoutRequest', input)

const newKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const optional = (s: string): string | null => (s.trim() === '' ? null : s.trim())

/**
 * The checkout: the whole cart's rates for an address, the chosen service, the totals and
 * placing the order. Field errors come from quote-core's Schemas (keyed by field path). One
 * key per checkout, so a double click, a retry or a second press after a timeout places one
 * order; `place` ignores presses while placing.
 */
export const useCheckout = () => {
  const api = useQuoteApi()
  const { cart } = useCart()
  const { user } = useCurrentUser()
  const [rates, setRates] = useState<Rates>(noRates)
  const [shippingCode, setShippingCode] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({})
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const key = useRef(newKey())
  const busy = useRef(false)
  const ratesCall = useRef<AbortController | null>(null)

  /**
   * Checks the address; answers it decoded, or null with the errors shown per field: first
   * quote-core's words for what is missing (each field on its own), then the Schema's rules.
   * With `shown`, only the errors of those fields ('city', 'zip') show: the ones the customer
   * has been to.
   */
  const checkAddress = useCallback(
    async (input: AddressInput, shown?: ReadonlySet<string>): Promise<CheckoutAddress | null> => {
      const result = await decodeAddress(input)
      const all: Record<string, string> =
        result._tag === 'Decoded'
          ? {}
          : {
              ...Object.fromEntries(result.issues.map((i) => [`address.${i.path}`, i.message])),
              ...Object.fromEntries(checkoutAddressIssues(input).map((i) => [i.path, i.message])),
            }
      const errors =
        shown === undefined
          ? all
          : Object.fromEntries(
              Object.entries(all).filter(([k]) => shown.has(k.slice('address.'.length))),
            )
      setFieldErrors((prev) => ({
        ...Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('address.'))),
        ...errors,
      }))
      return result._tag === 'Decoded' ? result.value : null
    },
    [],
  )

  /** Asks for the cart's rates to the address (once it is complete). */
  const quoteRates = useCallback(
    async (input: AddressInput) => {
      const address = await decodeAddress(input)
      if (address._tag !== 'Decoded') return
      ratesCall.current?.abort()
      const controller = new AbortController()
      ratesCall.current = controller
      setRates({ ...noRates, status: 'loading', message: SHIPPING_MESSAGES.loading })
      try {
        const r = await api.cartRates(address.value, controller.signal)
        if (controller.signal.aborted) return
        setRates({ status: 'ready', ...r, message: null, address: address.value })
        setShippingCode((code) => chosenShippingCode(r.rates, code))
        if (r.rates.length > 0) setFieldErrors(({ shipping_code: _chosen, ...rest }) => rest)
      } catch (e) {
        const err = apiErrorFromThrown(e)
        if (err.code === 'aborted' || controller.signal.aborted) return
        setRates({ ...noRates, status: 'error', message: shippingMessageShown(err) })
        setShippingCode(null)
      }
    },
    [api],
  )

  /** Places the order; answers it, or null when refused (errors are then on screen). */
  const place = useCallback(
    async (input: AddressInput, fields: CheckoutFields): Promise<PlacedOrderAnswer | null> => {
      if (busy.current || user === null) return null
      // Taken before the form's check, which may wait for its Schema to load.
      busy.current = true
      const email = optional(fields.email) ?? undefined
      const request = await decodeRequest({
        address: input,
        shipping_code: shippingCode ?? '',
        ...(email === undefined ? {} : { email }),
        po_number: optional(fields.po_number),
        notes: optional(fields.notes),
      })
      const errors: Record<string, string> = {
        ...(request._tag === 'Decoded'
          ? {}
          : Object.fromEntries(request.issues.map((i) => [i.path, i.message]))),
        ...Object.fromEntries(
          checkoutFieldIssues({
            address: input,
            email: fields.email,
            emailRequired: user.is_guest,
            shippingCode,
          }).map((i) => [i.path, i.message]),
        ),
      }
      setFieldErrors(errors)
      if (request._tag !== 'Decoded' || Object.keys(errors).length > 0) {
        busy.current = false
        return null
      }
      setPlacing(true)
      setError(null)
      try {
        const placed = await api.checkout(request.value, key.current)
        void invalidateResource(api, 'cart')
        void invalidateResource(api, 'placed-orders')
        return placed
      } catch (e) {
        const err = apiErrorFromThrown(e)
        setError(err)
        setFieldErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])))
        return null
      } finally {
        busy.current = false
        setPlacing(false)
      }
    },
    [api, user, shippingCode],
  )

  /** Forgets a field's error once the customer changes that field. */
  const clearFieldError = useCallback((path: string) => {
    setFieldErrors((prev) => {
      if (!(path in prev)) return prev
      const { [path]: _gone, ...rest } = prev
      return rest
    })
  }, [])
  const chooseShipping = useCallback(
    (code: string) => {
      setShippingCode(code)
      clearFieldError('shipping_code')
    },
    [clearFieldError],
  )

  // The form's first values: the customer's name, email and last address (quote-core's
  // checkoutPrefill), once who is signed in and their orders are known.
  const placed = usePlacedOrders()
  const prefill = useMemo<CheckoutPrefill | null>(
    () =>
      user === null || (placed.status !== 'ready' && placed.status !== 'error')
        ? null
        : checkoutPrefill(user, placed.orders),
    [user, placed.status, placed.orders],
  )

  const chosen = rates.rates.find((r) => r.code === shippingCode) ?? null
  // Sales tax once the address is known, as checkout will charge it (quote-core's checkoutTax).
  const totals = useMemo(() => {
    const subtotal = cart?.subtotal ?? 0
    const shipping = chosen?.total ?? null
    const tax =
      rates.address === null ? undefined : checkoutTax(rates.address, subtotal, shipping, rates.tax)
    return checkoutTotals(subtotal, shipping, tax)
  }, [cart?.subtotal, chosen?.total, rates.address, rates.tax])
  return {
    cart,
    user,
    emailRequired: user?.is_guest ?? true,
    prefill,
    rates,
    shippingCode,
    chooseShipping,
    clearFieldError,
    chosen,
    totals,
    fieldErrors,
    checkAddress,
    quoteRates,
    place,
    placing,
    error,
  }
}
