// Phones show one column: the summary and the next step are below a long list of cards.
const PHONE = '(max-width: 900px)'
// Long enough for the choice to render and the next step to open (the steps render the order
// a render behind the store).
const SETTLE_MS = 180

/**
 * After a choice in the step `stepId`, on a phone, brings the next step into view, so the
 * customer does not scroll past the cards of the step they just finished. On a desktop both
 * are usually in view already, and the page stays where the customer put it.
 */
export const moveOnFrom = (stepId: string): void => {
  if (typeof window === 'undefined' || !window.matchMedia(PHONE).matches) return
  window.setTimeout(() => {
    const next = document.getElementById(stepId)?.nextElementSibling
    if (!(next instanceof HTMLElement) || !next.classList.contains('step')) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    next.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
  }, SETTLE_MS)
}
