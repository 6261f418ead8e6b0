import { ROLL_DIRECTION } from '@diecut/quote-core'

const ROTATION: Record<number, number> = {
  [ROLL_DIRECTION.top]: 0,
  [ROLL_DIRECTION.right]: 90,
  [ROLL_DIRECTION.bottom]: 180,
  [ROLL_DIRECTION.left]: 270,
}

/** A roll unwinding with the label's leading edge marked (the direction's picture). */
export const RollDirectionArt = ({ directionId }: { directionId: number }) => (
  <svg viewBox="0 0 100 100" aria-hidden="true" className="shape-icon">
    <circle cx="26" cy="50" r="18" fill="#fff" stroke="currentColor" strokeWidth="2.5" />
    <circle cx="26" cy="50" r="6" fill="var(--accent-soft)" stroke="currentColor" strokeWidth="2" />
    <path d="M26 32h64v36H26" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <g transform={`rotate(${ROTATION[directionId] ?? 0} 66 50)`}>
      <rect
        x="52"
        y="36"
        width="28"
        height="28"
        rx="3"
        fill="var(--accent-soft)"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M58 48l8-7 8 7"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  </svg>
)
