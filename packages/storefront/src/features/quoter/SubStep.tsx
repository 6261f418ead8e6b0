import type { ReactNode } from 'react'

/** An unnumbered section of a quoter (Additional Options, Notes, Ink): a titled block. */
export const SubStep = ({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) => (
  <section className="sub-step" aria-labelledby={`${id}-title`}>
    <h2 id={`${id}-title`} className="sub-step-title">
      {title}
    </h2>
    {children}
  </section>
)
