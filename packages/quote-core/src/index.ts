/**
 * @diecut/quote-core: the quoting domain of the diecut store, framework-free and without I/O.
 * Every export is listed by name; this file is the package's whole public surface.
 */

// Reference catalogue
export * from './catalog/ids'
export {
  substrates,
  labelSubstrates,
  cartonSubstrates,
  findSubstrate,
  materialDescription,
  LABEL_SUBSTRATE,
  CARTON_SUBSTRATE,
} from './catalog/substrates'
export type { Substrate, SubstrateCategory } from './catalog/substrates'
export {
  laminates,
  labelLaminates,
  cartonLaminates,
  findLaminate,
  noLaminateId,
  LABEL_LAMINATE,
  CARTON_LAMINATE,
} from './catalog/laminates'
export type { Laminate } from './catalog/laminates'
export { shapes, findShape, defaultShapeOfCategory, cartonStyleOf } from './catalog/shapes'
export type { Shape, ShapeCategory } from './catalog/shapes'
export {
  productTypes,
  designTypes,
  formFactors,
  rollDirections,
  colors,
  processingOptions,
  proofTypes,
  shippingOptions,
  industries,
  palettes,
  styleCategories,
  STYLE_IMAGE_BASE,
  EXPEDITE_DAYS,
} from './catalog/enumerations'
export type { Option, StyleImage } from './catalog/enumerations'
export { seedDies, dieLabel } from './catalog/dies'
export type { Die } from './catalog/dies'
export {
  QUOTE_CONSTANTS,
  SIZES_VERSION,
  SIZES_NOT_MODIFIED,
  MAX_FILES_PER_UPLOAD,
  FILES_PER_QUOTE_UPLOAD,
  FILES_PER_PROOF,
  LATEST_POSTS,
  STORE_CONTACT,
} from './catalog/constants'
export type { StoreContact } from './catalog/constants'
export { quantityToleranceNote, variableDataDescription } from './catalog/product-wording'
export type { RollToleranceView } from './catalog/product-wording'
export {
  ARTWORK_FILE_TYPES,
  ACCEPTED_ARTWORK_NAMES,
  ACCEPTED_ARTWORK_EXTENSIONS,
  artworkFileType,
  artworkKindOfExtension,
  extensionsOfMimetype,
  isAcceptedArtworkName,
  PROOF_FILE_KINDS,
  BROWSER_VIEWABLE_KINDS,
  viewsInBrowser,
  PROOF_FILE_ACCEPT,
  LOGO_FILE_NAMES,
  VECTOR_LOGO_FILE_NAMES,
} from './catalog/artwork-files'
export type { ArtworkFileKind, ArtworkFileType } from './catalog/artwork-files'
export { referenceData } from './pricing/reference-data'
export type { ReferenceData } from './pricing/reference-data'

// Schemas (wire and stored shapes)
export { Order, OrderPatch, orderInputFields, PriceLine } from './schema/order'
export { initialOrder, ORDER_INPUT_FIELD_NAMES, QUOTER_VERSION } from './schema/initial-order'
export {
  MAX_CART_ORDERS,
  MAX_DESIGNS,
  MAX_PANTONES,
  MAX_PLACED_ARTWORK_FILES,
  MAX_QUANTITY,
  MAX_QUOTE_UPLOADS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULE,
  STORED_MAX_QUANTITY,
} from './schema/limits'
export { GraphicDesignOrderDetails, StylePreference } from './schema/graphic-design'
export {
  emptyGraphicDesignOrderDetails,
  MAX_STYLE_PICKS,
  MAX_PALETTES,
} from './schema/graphic-design-values'
export { ArtworkInfo, Design, DesignsOrder } from './schema/designs-order'
export { BlogPost } from './schema/blog-post'
export {
  QuoteUpload,
  UploadType,
  sanitizeUploadFilename,
  MAX_UPLOAD_FILENAME,
} from './schema/quote-upload'
export {
  User,
  CompanyEntity,
  Cart,
  SavedQuote,
  AccountDetailsPatch,
  SignupRequest,
  LoginRequest,
  ShippingRate,
  ShippingAddress,
} from './schema/account'
export { DieSize, SizesAnswer } from './schema/die'
export { SharedQuote, SharedDesignService, PriceBreak, ShareLink } from './schema/shared-quote'
export { ValidationError } from './schema/validation-error'
export {
  Inches,
  Quantity,
  StoredQuantity,
  DesignCount,
  Id,
  Dollars,
  Text,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  Flag,
  FlagBit,
  IsoDate,
  IsoDateTime,
} from './schema/primitives'
export { decodeInput } from './schema/decode'
export type { Decoded, DecodeIssue } from './schema/decode'

// Order state machine
export * from './order/actions'
export { orderReducer, canApply } from './order/reducer'
export { applyPatch, applyPatchDetailed } from './order/apply-patch'
export {
  quantityPatchRefusals,
  QUANTITIES_PER_DESIGN,
  LINE_QUANTITY_FIELDS,
} from './order/quantity-patch'
export type { PatchFieldRefusal } from './order/quantity-patch'
export { valueEquals } from './schema/value-equals'
export type { PatchResult } from './order/apply-patch'
export { deriveOrder, describeSize, describeColor } from './order/derive'
export { settleOrder } from './order/settle'
export { newOrder } from './order/new-order'
export { savedQuoteLabel, saveLabelOrDefault } from './order/saved-quote-label'
export {
  addToCart,
  removeFromCart,
  removeSavedQuote,
  saveToAccount,
  customSizeToRemember,
} from './quote/cart-moves'
export { orderChangeRefusal } from './order/change-refusal'
export type { OrderChangeRefusal } from './order/change-refusal'
export type { CartMove, CartMoveRefusal, CustomSizeToRemember } from './quote/cart-moves'
export { checkDesignsAdded, checkQuoteUploadAdded } from './order/attachment-limits'
export type { AttachmentRefusal } from './order/attachment-limits'
export {
  checkLink,
  planReorganize,
  setIdOf,
  slotsOf,
  swapSequences,
  uploadedDesignQty,
} from './order/design-sets'
export type { DesignLink, LinkRefusal, ReorganizePlan, SetSlots } from './order/design-sets'
export { artworkAfterChange, BLANK_CARTON_ARTWORK, checkArtworkAdd } from './order/blank-artwork'
export type { ArtworkRefusal } from './order/blank-artwork'
export { buildCart } from './order/cart'
export {
  selectSteps,
  selectStepLock,
  STEP_LOCKS,
  selectShapeCategory,
  selectRollDefaultsDue,
  selectIsInCart,
  selectIsSaved,
  selectIsPlaced,
  selectNeedsArtwork,
} from './order/selectors'
export type { QuoterSteps, StepLock, StepLockCode } from './order/selectors'
export { selectCompletedSteps } from './order/completed-steps'
export type { CompletedSteps } from './order/completed-steps'
export { incompleteItems } from './order/incomplete-items'
export type { IncompleteItem, QuoterStep } from './order/incomplete-items'
export {
  DESIGN_STEPS,
  DESIGN_STEP_CATEGORIES,
  isDesignStep,
  parseDesignStep,
  designStepsOf,
  initialDesignStep,
  nextDesignStep,
  previousDesignStep,
  designNext,
  designStepNumber,
  designStepOfCategory,
  designStepReachable,
  designFieldMessage,
  DESIGN_SECTION_CODES,
} from './order/design-steps'
export type {
  DesignStep,
  DesignTarget,
  InvalidQuoterStep,
  DesignNext,
  DesignFieldSection,
  DesignFieldSeen,
} from './order/design-steps'
export { emptyEnv } from './rules/quote-env'
export type { QuoteEnv } from './rules/quote-env'

// Rules
export * from './rules/option-availability'
export { inkChoicesOf } from './rules/ink-choices'
export type { InkChoice } from './rules/ink-choices'
export { findMatchingDie, isDieInStock, MATCH_TOLERANCE } from './rules/die-match'
export { validateOrder } from './rules/validate-order'
export {
  hasBlockingIssues,
  issuesOf,
  sameIssues,
  sizeErrorsPresent,
  blockingSizeErrorsPresent,
  issueClassOf,
  unpriceableIssuesPresent,
  noPriceReason,
  SIZE_STOP_CATEGORIES,
  INVALID_SIZE_CATEGORIES,
} from './rules/issue'
export type { Issue } from './rules/issue'
export { ISSUE_CODES, ISSUE_CLASSES } from './schema/issue-code'
export type { IssueClass, IssueCode } from './schema/issue-code'
export {
  checkOptions,
  qtyOnRollAvailability,
  canAddToCart,
  canSaveQuote,
} from './rules/check-options'
export { ORDER_OPTIONS, isUnavailable, settleOption } from './rules/option-table'
export type { OrderOption } from './rules/option-table'
export { checkSize } from './rules/size-completeness'
export {
  checkDimensions,
  sizeBoundsFor,
  suggestSizes,
  formatInches,
  LABEL_SIZE_BOUNDS,
  AUTO_LOCK_SIZE_BOUNDS,
  STRAIGHT_TUCK_SIZE_BOUNDS,
  SIZE_STEP,
} from './rules/size-checker'
export type { SizeBounds } from './rules/size-checker'
export { suggestHalfInchRounding } from './rules/size-rounding'
export type { RoundingSuggestion } from './rules/size-rounding'
export {
  findSimilarSizes,
  MAX_SIMILAR_SIZES,
  MAX_OPPOSITE_CORNER_SIZES,
} from './rules/similar-sizes'
export type { SimilarSize } from './rules/similar-sizes'
export {
  selectDiePanel,
  searchDieById,
  sizesListMessage,
  outOfStockMessage,
  NO_SIZES_FOUND,
  NO_SIZE_WITH_ID,
} from './rules/die-panel'
export type { DiePanel, DieSearch } from './rules/die-panel'
export {
  checkRollInput,
  formatRange,
  diameterRange,
  qtyPerRollRange,
  rollInputLocks,
} from './rules/roll-input'
export type { RollRange, RollUnit, RollInputCheck } from './rules/roll-input'
export { ORDER_NOT_FOUND_ALERT, orderUpdateAlert } from './order/order-update-alert'
export type { OrderUpdateFailure } from './order/order-update-alert'
export { QUOTE_MESSAGES, saveFailedMessage } from './order/quote-messages'
export {
  checkRollSettings,
  RESET_OR_PROCEED,
  ROLL_QTY_NEEDS_QUANTITIES,
} from './rules/roll-settings'
export { checkQuantities, designQuantityErrorsPresent, quantityStepOf } from './rules/quantities'
export { checkStandardCompleteness } from './rules/standard-completeness'
export { checkDesignCompleteness } from './rules/design-completeness'
export type { DesignIssueCode } from './rules/design-completeness'
export { priceDesignOrder, designExtrasOf, DESIGN_EXTRA_LABELS } from './pricing/design-order'
export type { DesignExtra, DesignOrderPrice, DesignPriceLine } from './pricing/design-order'
export { artworkResolution, MIN_ARTWORK_PPI } from './rules/artwork-resolution'
export type { ArtworkPixels, ArtworkResolution, PrintSize } from './rules/artwork-resolution'

// Quoting: price, dates, shipping and price breaks for an order
export { evaluateOrder, quoteOrder } from './quote/evaluate-order'
export { refreshOrder } from './quote/refresh-order'
export type { Evaluation, QuoteContext } from './quote/evaluate-order'
export { pricingInputOf, printedDesignQuantities, dieStatusOf } from './quote/order-job'
export type { PricingInput, DieStatus } from './quote/order-job'
export { shippingRatesForOrder, shipmentOf } from './quote/order-shipping'
export type { NoShippingEstimate } from './quote/order-shipping'
export {
  priceBreaksForOrder,
  priceBreakOffer,
  priceBreakComparison,
  PRICE_BREAK_COMPARISON_TITLE,
} from './quote/order-price-breaks'
export type { PriceBreakOffer } from './quote/order-price-breaks'
export { processingChoices, expediteFeeText } from './quote/processing-choices'
export type { ProcessingChoice } from './quote/processing-choices'
export {
  sharedQuoteOf,
  NOT_PRICED_MESSAGES,
  sharedQuotePatch,
  orderOfSharedQuote,
  quoteValidUntil,
  QUOTE_VALID_DAYS,
} from './quote/shared-quote'
export type { ShareResult, NotShareable } from './quote/shared-quote'
export { quoteChoices } from './quote/quote-choices'
export type { QuoteChoice } from './quote/quote-choices'
export {
  planNeedBy,
  deliveryOptions,
  formatArrivesBy,
  needByChoice,
  selectedDelivery,
} from './quote/need-by'
export type { NeedByRequest, NeedByPlan, DeliveryOption } from './quote/need-by'

// Pricing engine (docs/pricing-model.md)
export { defaultPricingParams } from './pricing/params'
export type { PricingParams, MarkupCurve } from './pricing/params'
export { priceQuote, priceLabelQuote, priceCartonQuote } from './pricing/quote'
export type {
  PriceQuote,
  QuoteLine,
  QuoteLineKey,
  QuoteExtras,
  QuoteRequest,
  QuoteResult,
} from './pricing/quote'
export { priceLabelJob } from './pricing/label'
export { labelDieCharge } from './pricing/label-layout'
export { cartonDieCharge, cartonBlank } from './pricing/carton-blank'
export type { LabelJob, LabelPrice } from './pricing/label'
export { priceCartonJob } from './pricing/carton'
export type { CartonJob, CartonPrice } from './pricing/carton'
export { makeLabelJob, makeCartonJob } from './pricing/job-defaults'
export { priceBreaks, DEFAULT_LADDERS } from './pricing/price-breaks'
export type { PriceBreakTable, PriceBreakRow } from './pricing/price-breaks'
export { markupFactor, productionPrice, checkMarkupInvariant } from './pricing/markup'
export {
  unitPriceMills,
  formatCents,
  formatDollars,
  formatMills,
  formatUnitDollars,
  formatLineUnitPrice,
  LINE_UNIT_MAX_DECIMALS,
  roundHalfUpToCents,
  roundHalfUpToMills,
} from './pricing/money'
export { formatCount } from './maths/format-count'
export {
  LABEL_MATERIALS,
  LABEL_LAMINATES,
  CARTON_BOARDS,
  CARTON_LAMINATES,
} from './pricing/stock-names'
export type {
  LabelMaterial,
  LabelLaminate,
  CartonBoard,
  CartonLaminate,
  LabelShape,
  CartonStyle,
  LabelColourMode,
} from './pricing/stock-names'

// Dielines (true-to-scale SVG of GET /api/sizes/get-shape-svg)
export { labelOutline, BLEED_IN } from './geometry/label-outline'
export type { LabelOutline } from './geometry/label-outline'
export { dielineSvg } from './geometry/dieline-svg'
export type {
  DielineRequest,
  DielineSvg,
  DielineFailure,
  DielineLayer,
} from './geometry/dieline-svg'

// Roll maths
export {
  diameterLimit,
  effectiveCaliper,
  capacityForDiameter,
  outsideDiameter,
  quantityForDiameter,
  diameterForQuantity,
  planRolls,
  maxQtyPerRollRange,
} from './roll/roll-math'
export type { RollLimit, RollGeometry, RollPlan } from './roll/roll-math'
export { defaultRollParams } from './roll/roll-params'
export type { RollParams, CoreSize } from './roll/roll-params'

// Roll fit: applicator profiles, the quote's rolls against them, the unwind preview
export {
  rollNumbersOf,
  rollFitOf,
  chosenProfileOf,
  rollFitFixActions,
  applicatorProfileActions,
  formatRollDiameter,
} from './quote/roll-fit'
export type {
  RollNumbers,
  RollFit,
  RollFitCode,
  RollFitFix,
  RollFitWarning,
} from './quote/roll-fit'
export { unwindOf, unwindChart, unwindViewOf } from './rules/roll-unwind'
export type { Unwind, UnwindView, LeadingEdge } from './rules/roll-unwind'
export {
  ApplicatorProfile,
  ApplicatorProfileInput,
  UnwindDirectionId,
  applicatorProfileFields,
  MAX_APPLICATOR_PROFILES,
  APPLICATOR_PROFILES_FULL,
  canAddApplicatorProfile,
} from './schema/applicator-profile'
export type { ApplicatorFit } from './schema/applicator-profile'

// Dates
export { federalHolidays } from './dates/holidays'
export { isoDate } from './dates/iso-date'
export { toEasternTime } from './dates/eastern-time'
export type { EasternTime } from './dates/eastern-time'
export {
  isBusinessDay,
  addBusinessDays,
  nextBusinessDay,
  DEFAULT_CALENDAR,
} from './dates/business-calendar'
export type { BusinessCalendar } from './dates/business-calendar'
export { productionDay0 } from './dates/production-day'
export { shipSchedule, formatShipDue } from './dates/ship-schedule'
export {
  formatClockTime,
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatNumericDate,
  formatShortDay,
} from './dates/day-formats'
export type { ShipSchedule, ScheduleDelays } from './dates/ship-schedule'
export { DEFAULT_SCHEDULE_CONFIG } from './dates/schedule-config'
export type { ScheduleConfig } from './dates/schedule-config'

// Shipping
export { shippingRates, shippingMessageShown, SHIPPING_MESSAGES } from './shipping/shipping-rates'
export type {
  ShippingRatesResult,
  ShippingRates,
  InvalidDestination,
  Destination,
} from './shipping/shipping-rates'
export { zoneForZip } from './shipping/zones'
export { packShipment } from './shipping/packing'
export { labelShipment, cartonShipment } from './shipping/shipment-weight'
export type { Shipment } from './shipping/shipment-weight'

// Checkout and placed orders
export {
  CheckoutAddress,
  CartRatesRequest,
  CheckoutRequest,
  IdempotencyKey,
  PlacedOrderStatus,
  ProofStatus,
  ItemType,
  ProofFile,
  PlacedOrderLine,
  PlacedShipping,
  PlacedOrderEvent,
  PlacedOrderNumber,
  PlacedOrder,
  ProofDecision,
  CartRatesAnswer,
  AdminPlacedOrder,
  AdminOrderList,
  AdminOrderPage,
  AdminOrdersQuery,
  PlacedArtworkFile,
  LineArtwork,
} from './schema/placed-order'
export {
  EventBy,
  PaymentStatus,
  PAYMENT_STATUSES,
  PaymentMethod,
  PAYMENT_METHOD_LABELS,
  RECEIPT_METHODS,
  ReceiptMethod,
  Payment,
  PAYMENT_NOT_DUE,
  Carrier,
  TrackingNumber,
  PlacedOrderShipment,
  NetDays,
  StaffEventRequest,
  CustomerCancelRequest,
  CustomerTermsRequest,
  CustomerTermsAnswer,
  StaffAction,
  CustomerAction,
  CardPaymentLink,
  CardPaymentOffered,
} from './schema/fulfilment'
export { trackingUrl } from './checkout/tracking-url'
export {
  PLACED_ORDER_STATUSES,
  PROOF_STATUSES,
  CARRIERS,
  STAFF_ACTIONS,
  CUSTOMER_ACTIONS,
} from './schema/placed-order-values'
export { US_STATES } from './catalog/us-states'
export {
  combineShipments,
  cartShipment,
  cartShippingRates,
  chosenShippingCode,
  DIGITAL_DELIVERY,
} from './checkout/cart-shipping'
export type { CartEmpty, CartShipment, CartRate, CartRates } from './checkout/cart-shipping'
export {
  placeCart,
  checkoutEmail,
  describePlacedLine,
  placedOrderNumber,
  checkoutTotals,
  checkoutTax,
  productionDaysOf,
} from './checkout/place-order'
export type {
  PlacedOrderDraft,
  CheckoutRefusal,
  CheckoutResult,
  CheckoutInput,
} from './checkout/place-order'
export {
  ORDER_LINK_HOURS,
  FIND_ORDER_PATH,
  orderLinkExpiry,
  lookupMatches,
  ORDER_LOOKUP_ACCEPTED,
  ORDER_LOOKUP_TOO_MANY,
  ORDER_ACCESS_REFUSALS,
  redeemOrderLink,
} from './checkout/order-access'
export type {
  StoredOrderLink,
  OrderAccessRefusalReason,
  OrderAccessDecision,
} from './checkout/order-access'
export {
  ORDER_LOOKUP_FIELD_MESSAGES,
  OrderLookupRequest,
  OrderAccessKey,
  OrderAccessRequest,
  OrderLookupAccepted,
} from './schema/order-lookup'
export { checkoutReplay, storedCheckoutRequest } from './checkout/checkout-replay'
export type { IdempotencyKeyReused } from './checkout/checkout-replay'
export {
  PLACED_ORDER_TRANSITIONS,
  canMovePlacedOrder,
  statusOfLines,
  applyPlacedOrderEvent,
  paymentOnApproval,
  artworkRefusal,
} from './checkout/placed-order-status'
export {
  isInPrepress,
  hasFirstProof,
  STATUS_PHRASES,
  productionRefusal,
  shipRefusal,
  cancelRefusal,
  paymentRefusal,
  lineArtworkRefusal,
} from './checkout/placed-order-guards'
export {
  staffActionRefusal,
  staffActions,
  customerActions,
  customerViewOf,
  isLate,
  adminOrderList,
  staffEventOf,
  balanceDue,
  customerDueItems,
  placedOrderArrival,
  artworkByLine,
} from './checkout/placed-order-actions'
export type { CustomerDueItem } from './checkout/placed-order-actions'
export {
  cardPaymentRefusal,
  cardCheckoutOf,
  receiveOnlinePayment,
  providerRefundsOf,
  onlinePaymentRefusal,
  webhookTimestampRefusal,
  WEBHOOK_TOLERANCE_SECONDS,
} from './checkout/card-payment'
export type { CardCheckout, OnlinePayment, ProviderRefund } from './checkout/card-payment'
export { Invoice, InvoiceStore, InvoiceBillTo, InvoiceLine, InvoiceStatus } from './schema/invoice'
export { invoiceOf, invoiceRefusal, invoiceAvailable, invoiceNumberOf } from './checkout/invoice'
export type { InvoiceResult, InvoiceUnavailable } from './checkout/invoice'
export type {
  PlacedOrderEventInput,
  PlacedOrderRejection,
  PlacedOrderResult,
} from './checkout/placed-order-status'
export {
  PLACED_ORDER_STATUS_LABELS,
  PLACED_ORDER_STATUS_TONES,
  PROOF_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  refundStanding,
  placedOrderTimeline,
  canAnswerProof,
  canSendArtwork,
  canUploadProof,
} from './checkout/placed-order-timeline'
export type { StatusTone, TimelineStep } from './checkout/placed-order-timeline'
export {
  OrderEmailKind,
  EmailStatus,
  ConfirmationEmail,
  PlacedOrderAnswer,
  CustomerOrderPage,
  OrderEmailSummary,
  OrderEmailList,
} from './schema/order-email'
export { escapeHtml } from './email/email-document'
export type { EmailBlock } from './email/email-document'
export {
  placedOrderUrl,
  proofDecisionUrl,
  adminOrderUrl,
  orderAccessUrl,
  findOrderUrl,
} from './email/order-links'
export {
  orderLinkEmail,
  keyedOrderLinkEmail,
  emailHoldsKey,
  FORGOTTEN_KEY_EMAIL_BODY,
  resendRefusal,
} from './email/order-link-email'
export {
  orderPlacedEmail,
  newOrderStaffEmail,
  proofReadyEmail,
  artworkReceivedEmail,
  changesRequestedEmail,
  paymentDueEmail,
  paymentReceivedEmail,
  shippedEmail,
  cancelledEmail,
} from './email/order-emails'
export type { OrderEmail, EmailContext } from './email/order-emails'
export {
  emailsOfPlacedOrder,
  emailsOfPlacedOrderEvent,
  resentEmailKey,
  confirmationEmailNotice,
} from './email/event-emails'
export type { KeyedEmail, EmailRecipients } from './email/event-emails'
export {
  CHECKOUT_FIELD_MESSAGES,
  checkoutAddressIssues,
  checkoutFieldIssues,
} from './schema/checkout-fields'
export type {
  CheckoutAddressFields,
  CheckoutFieldCode,
  CheckoutFieldIssue,
} from './schema/checkout-fields'
export {
  accountRefusal,
  addressLines,
  checkoutPrefill,
  isOpenPlacedOrder,
  openPlacedOrders,
  placedLineNames,
  SAVED_QUOTE_MESSAGES,
  savedQuoteHold,
  shipToAddresses,
  EMPTY_CHECKOUT_ADDRESS,
} from './checkout/customer-account'
export type { AccountRefusal, CheckoutPrefill, SavedQuoteHold } from './checkout/customer-account'
export {
  ApprovedProof,
  DesignProof,
  LineReorder,
  ProofedSpec,
  ReorderDesignEdit,
  ReorderLineRequest,
  ReorderOf,
  ReorderRequest,
} from './schema/reorder'
export { ReorderAnswer } from './schema/reorder-answer'
export { hasPairedDesigns } from './rules/order-kind'
export {
  DIE_FIELDS,
  PROOFED_FIELDS,
  proofedSpecOf,
  reorderDieIsPaid,
  sameProofedSpec,
} from './schema/reorder-spec'
export {
  canReorder,
  diePaidOn,
  paysForDies,
  customSizeIsOwned,
  isReorderableLine,
  planReorder,
  reorderOf,
  reorderOfLine,
} from './reorder/reorder'
export { replacementKey } from './reorder/replacement-key'
export type {
  PlannedDesign,
  PlannedReorderLine,
  ReorderPlan,
  DiePayer,
  ReorderRefusal,
  ReorderSource,
} from './reorder/reorder'
export {
  DESIGN_PROOF_LABELS,
  lineReorderNotes,
  lineReorderOf,
  withReorderProof,
} from './reorder/reorder-proof'

export { StoredPlacedOrder } from './checkout/stored-placed-order'

// Production: what the plant needs to make a placed line, the press plan, the proof promise
export {
  OrderSpec,
  ProductionSpec,
  ProductionDesign,
  ProductionDie,
  ProductionUnwind,
  DesignRolls,
  LabelPress,
  CartonPress,
  SpecRow,
} from './schema/production-spec'
export type { SpecSection } from './schema/production-spec'
export { orderSpecOf, productionSpecOf } from './production/production-spec'
export {
  chosenFactsOf,
  productionDesignsOf,
  applicationWords,
  rollPlanOf,
} from './production/chosen-facts'
export type { ChosenFacts } from './production/chosen-facts'
export type { OrderSpecContext, ProductionInput } from './production/production-spec'
export { chosenRows, productionRows, unwindWords } from './production/spec-rows'
export {
  PressPlan,
  PressPlanGroup,
  PressPlanLine,
  pressPlanOf,
  mayBeMadeNow,
  jobTicketRefusal,
  jobNumberOf,
  parseJobNumber,
} from './production/press-plan'
export type { PlannedOrder } from './production/press-plan'
export {
  PROOF_TURNAROUND,
  proofDueAfter,
  proofDueOf,
  isProofOverdue,
  proofPromise,
  formatProofDeadline,
  formatProofDueAt,
} from './checkout/proof-promise'
export type { ProofDeadline } from './checkout/proof-promise'
export { labelPressMinutes, labelPressSpeed, labelPasses } from './pricing/label'
export { cartonPressHours } from './pricing/carton'
export { ledgerSums, refundableCharges, settlePayment, withLedger } from './checkout/payment-ledger'
export type { LedgerSums } from './checkout/payment-ledger'
export { settled } from './checkout/placed-order-status'
export { LedgerEntry, LedgerKind, PendingRefund } from './schema/fulfilment'
export {
  TaxRate,
  TaxRates,
  DEFAULT_TAX_RATES,
  PlacedTax,
  NO_TAX,
  TaxExemptRequest,
} from './schema/tax'
export { salesTaxOf, taxRatesAt, taxLabelOf } from './checkout/sales-tax'
export type { TaxBase } from './checkout/sales-tax'
