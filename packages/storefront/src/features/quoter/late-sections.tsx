import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'

/**
 * Sections a customer reaches only after the first steps (artwork, options, roll options) and
 * the dialogs load on demand, so the quoter's first paint ships less JavaScript.
 */
const later = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const Lazy = lazy(() => load().then((C) => ({ default: C })))
  const Wrapped = (props: P & { fallback?: ReactNode }) => (
    <Suspense
      fallback={
        props.fallback ?? (
          <p className="muted" role="status">
            <span className="spinner" /> Loading…
          </p>
        )
      }
    >
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
