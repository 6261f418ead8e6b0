import { unwindOf } from '@diecut/quote-core'

/**
 * A roll unwinding to the right with one label on the web: the chevron is the top of the
 * artwork, turned as quote-core's unwind chart says; a wound-in roll is drawn dashed (its
 * labels face the core).
 */
export const RollDirectionArt = ({ directionId }: { directionId: number }) => {
  const unwind = unwindOf(directionId)
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className="shape-icon">
      <circle
        cx="26"
        cy="50"
        r="18"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={unwind?.woundIn ? '5 3' : undefined}
      />
      <circle
        cx="26"
        cy="50"
        r="6"
        fill="var(--accent-soft)"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M26 32h64v36H26" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <g transform={`rotate(${unwind?.rotationDeg ?? 0} 66 50)`}>
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
}
