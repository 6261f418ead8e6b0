import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'

const loading = (
  <p className="muted" role="status">
    <span className="spinner" /> Loading…
  </p>
)

/**
 * Sections a customer reaches only after the first steps (artwork, options, roll options), the
 * parts of the summary shown once the quote has a price, and the dialogs load on demand, so
 * the quoter's first paint ships less JavaScript. Until its code is there a section shows
 * `fallback` (a 'Loading…' line unless given).
 */
const later = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = loading,
) => {
  const Lazy = lazy(() => load().then((C) => ({ default: C })))
  const Wrapped = (props: P & { fallback?: ReactNode }) => (
    <Suspense fallback={props.fallback ?? fallback}>
      <Lazy {...props} />
    </Suspense>
  )
  return Wrapped
}

export const ArtworkStep = later(() => import('./artwork/ArtworkStep').then((m) => m.ArtworkStep))
export const AdditionalOptions = later(() =>
  import('./options/AdditionalOptions').then((m) => m.AdditionalOptions),
)
export const RollOptions = later(() =>
  import('../label-quoter/RollOptions').then((m) => m.RollOptions),
)
export const AuthModal = later(() => import('../save-quote/AuthModal').then((m) => m.AuthModal))
export const SaveQuoteModal = later(() =>
  import('../save-quote/SaveQuoteModal').then((m) => m.SaveQuoteModal),
)
export const AddedToCartModal = later(() =>
  import('../cart/AddedToCartModal').then((m) => m.AddedToCartModal),
)
// Nothing until the quote has a price, so nothing to show while their code loads.
export const NeedByField = later(
  () => import('../order-summary/NeedByField').then((m) => m.NeedByField),
  null,
)
export const ShareQuoteActions = later(
  () => import('../order-summary/ShareQuoteActions').then((m) => m.ShareQuoteActions),
  null,
)
export const ShippingEstimator = later(
  () => import('../order-summary/ShippingEstimator').then((m) => m.ShippingEstimator),
  null,
)
