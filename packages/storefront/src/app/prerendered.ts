import { useEffect, useRef, type RefObject } from 'react'
import { LOADING_SCREEN } from './page-paths'

const root = typeof document === 'undefined' ? null : document.getElementById('root')

/**
 * Whether this page load started from HTML rendered at build time (see prerender.tsx), which
 * the first render must reproduce to hydrate it: true on the server, and in the browser when
 * the root arrived filled with a page (not a loading screen). Read once, before the app renders.
 */
export const prerendered: boolean =
  typeof document === 'undefined' ||
  (root !== null && root.hasChildNodes() && !root.hasAttribute(LOADING_SCREEN))

/**
 * Whether the page arrived showing its loading screen, which stays until the app's first render
 * replaces it.
 */
export const loadingScreen: boolean = root?.hasAttribute(LOADING_SCREEN) ?? false

/**
 * Takes up a radio or checkbox the visitor ticked on the page rendered at build time before its
 * script ran: the browser ticked it, the app knows nothing of it. Once hydrated (the first
 * effect), a box ticked in the page but not in the app's state calls `onTick`, as a click on
 * the hydrated page would have. A box rendered by the app itself always matches its state.
 */
export const useTickedBeforeHydration = (
  ref: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onTick: () => void,
): void => {
  const first = useRef(prerendered)
  useEffect(() => {
    if (!first.current) return
    first.current = false
    if (ref.current?.checked === true && !checked && !ref.current.disabled) onTick()
  }, [ref, checked, onTick])
}
