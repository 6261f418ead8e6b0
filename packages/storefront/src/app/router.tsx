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

const ANCHOR_WAIT_MS = 3000

/**
 * Scrolls to the element of a `#hash` once the page that holds it has rendered (pages load
 * lazily), or to the top when there is no hash.
 */
const scrollToAnchor = (hash: string): void => {
  const id = decodeURIComponentSafe(hash.replace(/^#/, ''))
  if (id === '') {
    window.scrollTo(0, 0)
    return
  }
  const until = performance.now() + ANCHOR_WAIT_MS
  const attempt = () => {
    const target = document.getElementById(id)
    if (target !== null) target.scrollIntoView()
    else if (performance.now() < until) requestAnimationFrame(attempt)
  }
  attempt()
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
    if (window.location.hash === '') window.scrollTo(0, 0)
    else scrollToAnchor(window.location.hash)
  })
  // An address typed or opened with a #anchor scrolls there once the page has rendered.
  if (window.location.hash !== '') scrollToAnchor(window.location.hash)
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
