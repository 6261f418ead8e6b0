/**
 * @diecut/quote-react: React hooks and zustand stores over @diecut/quote-core. Every export is
 * listed by name; this file is the package's whole public surface.
 */

// API client
export { createQuoteApi } from './api/quote-api'
export type { QuoteApi, QuoteApiOptions } from './api/quote-api'
export { ApiError, isApiError } from './api/api-error'
export type { ApiIssue } from './api/api-error'
export type { LoginInput, SignupInput } from './api/account-calls'
export type { QuoterAnswer, ShippingAddressInput, ShippingEstimate } from './api/order-calls'
export { quotePdfPath, sharedQuotePdfPath } from './api/share-calls'
export type { DesignsAnswer, FilesProgress, UploadFile, UploadOptions } from './api/artwork-calls'
export type { UploadProgress } from './api/http-transport'
export {
  artworkFileLinks,
  groupTicketsUrl,
  invoiceUrl,
  jobTicketUrl,
  proofUrl,
} from './api/checkout-calls'
export { decodeAnswersIn } from './api/decode-response'
export { serveAnswerDecoding } from './api/decode-worker'
export type { DecodingScope } from './api/decode-worker'
export type { CheckoutInput } from './api/checkout-calls'

// Store
export { createQuoteStore } from './store/create-quote-store'
export type { CreateQuoteStoreOptions, QuoteStore } from './store/create-quote-store'
export type {
  AddToCartResult,
  LocalQuote,
  QuoteActions,
  QuoteState,
  SaveResult,
  SyncStatus,
} from './store/quote-state'
export type { QuoteLogger } from './store/order-sync'
export { watchRefocus } from './store/watch-refocus'
export type { WatchRefocusOptions } from './store/watch-refocus'
export { SIZES_CACHE_KEY } from './store/sizes-cache'
export type { Resource } from './store/resource-cache'
export { QuoteApiProvider } from './store/quote-api-context'
export { QuoteStoreProvider } from './store/quote-store-context'
export type { QuoteStoreProviderProps } from './store/quote-store-context'

// Hooks
export { useQuoteStoreApi } from './hooks/use-quote-store-api'
export { useQuoteStore } from './hooks/use-quote-store'
export { useOrder } from './hooks/use-order'
export { useDispatch } from './hooks/use-dispatch'
export { useQuotePrice } from './hooks/use-quote-price'
export type { QuotePrice } from './hooks/use-quote-price'
export { useOrderIssues } from './hooks/use-order-issues'
export type { OrderIssues } from './hooks/use-order-issues'
export { useSteps } from './hooks/use-steps'
export { useStepLock } from './hooks/use-step-lock'
export { useCompletedSteps } from './hooks/use-completed-steps'
export { useDesignSteps } from './hooks/use-design-steps'
export { useCanApply } from './hooks/use-can-apply'
export type { DesignSteps } from './hooks/use-design-steps'
export { useQuoteActions } from './hooks/use-quote-actions'
export { usePriceBreaks } from './hooks/use-price-breaks'
export { usePriceBreakOffer } from './hooks/use-price-break-offer'
export { useProcessingChoices } from './hooks/use-processing-choices'
export { useDiePanel } from './hooks/use-die-panel'
export { useRollOptions } from './hooks/use-roll-options'
export { useApplicatorProfiles } from './hooks/use-applicator-profiles'
export { useRollFit } from './hooks/use-roll-fit'
export { useRollFitActions } from './hooks/use-roll-fit-actions'
export { useShippingEstimate } from './hooks/use-shipping-estimate'
export type { ShippingEstimateState } from './hooks/use-shipping-estimate'
export { useMyCustomSizes } from './hooks/use-my-custom-sizes'
export { useQuoteEnv } from './hooks/use-quote-env'
export { preloadCurrentUser, useCurrentUser } from './hooks/use-current-user'
export { preloadCart, useCart, useCartCount } from './hooks/use-cart'
export { useSavedQuotes } from './hooks/use-saved-quotes'
export { useDesigns } from './hooks/use-designs'
export { useUploadDesigns } from './hooks/use-upload-designs'
export { useArtworkInfo } from './hooks/use-artwork-info'
export type { FileUpload } from './hooks/use-upload-designs'
export { useQuoteUploads } from './hooks/use-quote-uploads'
export { useLatestPosts } from './hooks/use-latest-posts'
export { preloadBlogPosts, useBlogPosts } from './hooks/use-blog-posts'
export { useShareQuote } from './hooks/use-share-quote'
export { useQuotePdf } from './hooks/use-quote-pdf'
export { useSharedQuote } from './hooks/use-shared-quote'
export { useNeedBy } from './hooks/use-need-by'
export { useCheckout, emptyAddress } from './hooks/use-checkout'
export type { AddressInput, CheckoutFields } from './hooks/use-checkout'
export { preloadPlacedOrders, usePlacedOrders } from './hooks/use-placed-orders'
export { preloadPlacedOrder, usePlacedOrder } from './hooks/use-placed-order'
export { useReorder } from './hooks/use-reorder'
export type { ReorderReplacement } from './api/reorder-calls'
export { useCardPayment } from './hooks/use-card-payment'
export { useOrderLookup } from './hooks/use-order-lookup'
export type { OrderLookupInput } from './hooks/use-order-lookup'
export { useOrderLink } from './hooks/use-order-link'
export { useAdminOrders } from './hooks/use-admin-orders'
export { useAdminOrder } from './hooks/use-admin-order'
export { useAdminOrderEmails } from './hooks/use-admin-order-emails'
export { usePressPlan } from './hooks/use-press-plan'
