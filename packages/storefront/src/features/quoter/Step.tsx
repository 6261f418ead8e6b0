import type { ReactNode } from 'react'

type Props = {
  number: number
  title: string
  id: string
  /** Shown instead of the content while the step is locked. */
  lockedHint?: string
  enabled?: boolean
  complete?: boolean
  aside?: ReactNode
  children: ReactNode
}

/** One numbered quoter step; locked steps say what unlocks them (docs/product.md section 4, step reveal). */
export const Step = ({
  number,
  title,
  id,
  lockedHint,
  enabled = true,
  complete = false,
  aside,
  children,
}: Props) => (
  <section
    className={`step${enabled ? '' : ' step-locked'}${complete ? ' step-complete' : ''}`}
    aria-labelledby={`${id}-title`}
    id={id}
  >
    <header className="step-head">
      <span className="step-number" aria-hidden="true">
        {complete ? (
          <svg
            width="14"
            height="14"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        ) : (
          number
        )}
      </span>
      <h2 id={`${id}-title`} className="step-title">
        <span className="visually-hidden">Step {number}: </span>
        {title}
      </h2>
      {aside}
    </header>
    {enabled ? (
      <div className="step-body">{children}</div>
    ) : (
      <p className="step-locked-hint">{lockedHint}</p>
    )}
  </section>
)
