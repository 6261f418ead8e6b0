import type { ReactNode } from 'react'
import { TitledSection } from '../../components/TitledSection'

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
  <TitledSection
    className="sub-step"
    headingId={`${id}-title`}
    headingClassName="sub-step-title"
    title={title}
  >
    {children}
  </TitledSection>
)
