import type { ReactNode } from 'react'

/** A design-direction step that counts the customer's picks: 'N of M chosen' by its title. */
export const PickSection = ({
  id,
  title,
  count,
  max,
  children,
}: {
  id: string
  title: string
  count: number
  max: number
  children: ReactNode
}) => (
  <section className="step" aria-labelledby={`${id}-title`}>
    <header className="step-head design-step-head">
      <h2 id={`${id}-title`} className="step-title">
        {title}
      </h2>
      <p className="pick-count" role="status">
        {count} of {max} chosen
      </p>
    </header>
    {children}
  </section>
)
