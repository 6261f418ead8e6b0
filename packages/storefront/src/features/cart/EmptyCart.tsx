import type { ComponentProps } from 'react'
import { ActionLinks } from '../../components/ActionLinks'

/** The card an empty cart shows: the message and two ways on (each page chooses which). */
export const EmptyCart = ({
  className,
  ...links
}: ComponentProps<typeof ActionLinks> & { className: string }) => (
  <div className={`card ${className}`}>
    <p>Your cart is empty.</p>
    <ActionLinks {...links} />
  </div>
)
