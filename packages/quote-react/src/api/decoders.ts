import {
  AdminOrderList,
  AdminOrderPage,
  ArtworkInfo,
  BlogPost,
  CardPaymentLink,
  Cart,
  CartRatesAnswer,
  CustomerOrderPage,
  CustomerTermsAnswer,
  OrderEmailList,
  OrderLookupAccepted,
  PlacedOrder,
  PlacedOrderAnswer,
  SharedQuote,
  ShareLink,
  DesignsOrder,
  DieSize,
  Order,
  QuoteUpload,
  SavedQuote,
  SizesAnswer,
  ShippingRate,
  User,
  ValidationError,
} from '@diecut/quote-core'
import type { decodeInput } from './decode-input'

/**
 * The decoders of every server answer, made from quote-core's Schemas with its `decodeInput`.
 * This module (the Schemas) is loaded on the first answer, not with the page, after
 * `decode-input.ts` (Effect): see `decode-response.ts`.
 */
export const makeDecoders = (decode: typeof decodeInput) => ({
  order: decode(Order, 'order'),
  cart: decode(Cart, 'cart'),
  user: decode(User, 'user'),
  validationError: decode(ValidationError),
  shippingRate: decode(ShippingRate),
  dieSize: decode(DieSize),
  sizesAnswer: decode(SizesAnswer),
  savedQuote: decode(SavedQuote),
  designsOrder: decode(DesignsOrder),
  quoteUpload: decode(QuoteUpload),
  placedOrder: decode(PlacedOrder),
  placedOrderAnswer: decode(PlacedOrderAnswer),
  customerOrderPage: decode(CustomerOrderPage),
  orderLookupAccepted: decode(OrderLookupAccepted),
  adminOrderList: decode(AdminOrderList),
  adminOrderPage: decode(AdminOrderPage),
  cartRates: decode(CartRatesAnswer),
  sharedQuote: decode(SharedQuote, 'quote'),
  shareLink: decode(ShareLink),
  artworkInfo: decode(ArtworkInfo),
  blogPost: decode(BlogPost),
  cardPaymentLink: decode(CardPaymentLink),
  orderEmailList: decode(OrderEmailList),
  customerTerms: decode(CustomerTermsAnswer),
})
