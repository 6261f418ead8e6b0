import {
  ArtworkInfo,
  BlogPost,
  Cart,
  CartRatesAnswer,
  PlacedOrder,
  SharedQuote,
  ShareLink,
  decodeInput,
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

/**
 * The decoders of every server answer, made from quote-core's Schemas. This module (and with it
 * Effect) is loaded on the first answer, not with the page: see `decode-response.ts`.
 */
export const decoders = {
  order: decodeInput(Order, 'order'),
  cart: decodeInput(Cart, 'cart'),
  user: decodeInput(User, 'user'),
  validationError: decodeInput(ValidationError),
  shippingRate: decodeInput(ShippingRate),
  dieSize: decodeInput(DieSize),
  sizesAnswer: decodeInput(SizesAnswer),
  savedQuote: decodeInput(SavedQuote),
  designsOrder: decodeInput(DesignsOrder),
  quoteUpload: decodeInput(QuoteUpload),
  placedOrder: decodeInput(PlacedOrder),
  cartRates: decodeInput(CartRatesAnswer),
  sharedQuote: decodeInput(SharedQuote, 'quote'),
  shareLink: decodeInput(ShareLink),
  artworkInfo: decodeInput(ArtworkInfo),
  blogPost: decodeInput(BlogPost),
}
