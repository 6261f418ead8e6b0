import type { ReactNode } from 'react'

/** A section named by its own h2 heading (aria-labelledby points at it). */
export const TitledSection = ({
  className,
  headingId,
  headingClassName,
  title,
  children,
}: {
  className: string
  headingId: string
  headingClassName?: string
  title: ReactNode
  children: ReactNode
}) => (
  <section className={className} aria-labelledby={headingId}>
    <h2 id={headingId} className={headingClassName}>
      {title}
    </h2>
    {children}
  </section>
)
