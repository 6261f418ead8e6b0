import { useOrder } from '@diecut/quote-react'
import { useEffect } from 'react'

// Phones show one column: the summary and the next step are below a long list of cards.
const PHONE = '(max-width: 900px)'

// The step a choice was just made in, until the order that choice made has rendered.
let chosenIn: string | null = null

/**
 * After a choice in the step `stepId`, on a phone, brings the next step into view, so the
 * customer does not scroll past the cards of the step they just finished. On a desktop both
 * are usually in view already, and the page stays where the customer put it. The scroll waits
 * for the page to render the choice (see `useMoveOn`): the step the choice reveals (the
 * laminate, the size) is the one to bring up, however long that render takes.
 */
export const moveOnFrom = (stepId: string): void => {
  if (typeof window === 'undefined' || !window.matchMedia(PHONE).matches) return
  chosenIn = stepId
}

/**
 * On the quoter page, outside the steps (they render the order a render behind): once the
 * render that follows a choice is on the page, with the steps it opens, brings up the step
 * after the one the choice was made in.
 */
export const useMoveOn = (): void => {
  const order = useOrder()
  useEffect(() => {
    const stepId = chosenIn
    if (stepId === null) return
    chosenIn = null
    const next = document.getElementById(stepId)?.nextElementSibling
    if (!(next instanceof HTMLElement) || !next.classList.contains('step')) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    next.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
  }, [order])
}
