import { useEffect } from 'react'

let locks = 0

/** Locks page scroll while `on` (menus and dialogs); nested locks are counted. */
export const useScrollLock = (on: boolean): void => {
  useEffect(() => {
    if (!on) return
    locks++
    document.body.classList.add('scroll-locked')
    return () => {
      locks--
      if (locks === 0) document.body.classList.remove('scroll-locked')
    }
  }, [on])
}
