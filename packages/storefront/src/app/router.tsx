import { Link as WouterLink, useLocation as useWouterLocation } from 'wouter'
import { navigate as browserNavigate, useLocationProperty } from 'wouter/use-browser-location'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

/**
 * The storefront's routing is wouter's: its browser location, links and matching. This file
 * adds what the store needs on top: navigation guards (the leave-page warning), scrolling to
 * the top or to a `#anchor` after an in-app navigation, and plain anchors for new tabs.
 */

/** A location the app renders: path (decoded where it can be), raw query and hash. */
export type Location = { readonly pathname: string; readonly search: string; readonly hash: string }

const currentSearch = () => window.location.search
const currentHash = () => window.location.hash

/** The current location; re-renders on navigation. */
export const useLocation = (): Location => {
  const [pathname] = useWouterLocation()
  const search = useLocationProperty(currentSearch, () => '')
  const hash = useLocationProperty(currentHash, () => '')
  return { pathname, search, hash }
}

type Guard = (to: string) => boolean
const guards = new Set<Guard>()

/** Registers a check run before in-app navigation (e.g. the leave-page warning). */
export const addNavigationGuard = (g: Guard): (() => void) => {
  guards.add(g)
  return () => guards.delete(g)
}

const mayLeaveFor = (to: string): boolean => [...guards].every((g) => g(to))

/** Goes to an in-app address without a reload; `replace` rewrites the current entry. */
export const navigate = (to: string, opts: { replace?: boolean } = {}): void => {
  if (!opts.replace && !mayLeaveFor(to)) return
  browserNavigate(to, { replace: opts.replace ?? false })
}

const ANCHOR_WAIT_MS = 10_000
const USER_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const
let stopWaiting: (() => void) | null = null

/**
 * Scrolls to the element of a `#hash`, waiting (watching the DOM) until the page holding it
 * has rendered, as pages load lazily. The wait ends at the next navigation, when the visitor
 * scrolls, or after ANCHOR_WAIT_MS.
 */
const scrollToAnchor = (hash: string): void => {
  stopWaiting?.()
  const id = decodeURIComponentSafe(hash.replace(/^#/, ''))
  if (id === '') return
  const reveal = (): boolean => {
    const target = document.getElementById(id)
    target?.scrollIntoView()
    return target !== null
  }
  if (reveal()) return
  const observer = new MutationObserver(() => {
    if (reveal()) stop()
  })
  const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const e of USER_SCROLLS) window.removeEventListener(e, stop)
    stopWaiting = null
  }
  observer.observe(document.body, { childList: true, subtree: true })
  for (const e of USER_SCROLLS) window.addEventListener(e, stop, { passive: true })
  stopWaiting = stop
}

const decodeURIComponentSafe = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

if (typeof window !== 'undefined') {
  // wouter announces every history.pushState as a `pushState` event. A pushed (new) address
  // starts at its anchor or the top; replaced addresses and back/forward keep their scroll.
  window.addEventListener('pushState', () => {
    window.scrollTo(0, 0)
    scrollToAnchor(window.location.hash)
  })
  window.addEventListener('popstate', () => stopWaiting?.())
  // An address typed or opened with a #anchor scrolls there once the page has rendered.
  scrollToAnchor(window.location.hash)
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode }

/**
 * An anchor that navigates inside the app, unless a guard refuses. New tabs (target _blank)
 * and modified clicks are plain anchor behaviour.
 */
export const Link = ({ to, onClick, target, ...rest }: LinkProps) => {
  if (target === '_blank') return <a href={to} target={target} onClick={onClick} {...rest} />
  return (
    <WouterLink
      href={to}
      onClick={(e) => {
        onClick?.(e)
        if (!e.defaultPrevented && !mayLeaveFor(to)) e.preventDefault()
      }}
      {...rest}
    />
  )
}
