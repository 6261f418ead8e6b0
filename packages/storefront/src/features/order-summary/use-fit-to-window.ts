import { useEffect, useRef } from 'react'

/**
 * Keeps a sticky box no taller than the window below its own top edge: near the top of the page
 * the summary starts lower than where it sticks, and a box as tall as the stuck one would run
 * past the bottom of the window, its pinned foot (the total, Add to Cart) out of sight. Writes
 * the box's top as `--fit-top` on each scroll and resize; the stylesheet sizes the box from it.
 */
export const useFitToWindow = <T extends HTMLElement>() => {
  const ref = useRef<T>(null)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    let frame = 0
    let last = -1
    const measure = () => {
      frame = 0
      const top = Math.max(0, Math.round(el.getBoundingClientRect().top))
      if (top === last) return
      last = top
      el.style.setProperty('--fit-top', `${top}px`)
    }
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [])
  return ref
}
