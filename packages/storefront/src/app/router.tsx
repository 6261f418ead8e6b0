import { useSyncExternalStore } from 'react'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'

/** A location the app renders: path, query and hash of the address bar. */
export type Location = { readonly pathname: string; readonly search: string; readonly hash: string }

const listeners = new Set<() => void>()
let current: Location = read()

function read(): Location {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' }
  const { pathname, search, hash } = window.location
  return { pathname, search, hash }
}

const emit = () => {
  const next = read()
  if (
    next.pathname === current.pathname &&
    next.search === current.search &&
    next.hash === current.hash
  )
    return
  current = next
  listeners.forEach((l) => l())
}

if (typeof window !== 'undefined') window.addEventListener('popstate', emit)

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** The current location; re-renders on navigation. */
export const useLocation = (): Location =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )

type Guard = (to: string) => boolean
const guards = new Set<Guard>()

/** Registers a check run before in-app navigation (e.g. the leave-page warning). */
export const addNavigationGuard = (g: Guard): (() => void) => {
  guards.add(g)
  return () => guards.delete(g)
}

/** Goes to an in-app address without a reload; `replace` rewrites the current entry. */
export const navigate = (to: string, opts: { replace?: boolean } = {}): void => {
  if (!opts.replace && [...guards].some((g) => !g(to))) return
  if (opts.replace) window.history.replaceState(window.history.state, '', to)
  else window.history.pushState(null, '', to)
  emit()
  if (!opts.replace) {
    const hash = to.split('#')[1]
    const target = hash ? document.getElementById(hash) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }
}

const isPlainLeftClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode }

/** An anchor that navigates inside the app (plain anchor behaviour for new tabs). */
export const Link = ({ to, onClick, target, ...rest }: LinkProps) => (
  <a
    href={to}
    target={target}
    onClick={(e) => {
      onClick?.(e)
      if (e.defaultPrevented || target === '_blank' || !isPlainLeftClick(e)) return
      e.preventDefault()
      navigate(to)
    }}
    {...rest}
  />
)

/** Matches `/orders/custom-labels/:orderId`-style patterns; answers the params or null. */
export const matchPath = (pattern: string, pathname: string): Record<string, string> | null => {
  const names: string[] = []
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
  const m = new RegExp(`^${source}/?$`).exec(pathname)
  if (m === null) return null
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]))
}
