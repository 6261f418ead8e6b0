import type { ReactNode, SVGProps } from 'react'

type Props = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'role' | 'aria-label' | 'aria-hidden'> & {
  /** Width and height of the drawing's coordinate space (its viewBox from the origin). */
  box: readonly [width: number, height: number]
  /** What the picture shows, for screen readers; a drawing without one is decorative. */
  label?: string
  children: ReactNode
}

/**
 * An inline drawing (no image files): a labelled image when given a label, otherwise hidden from
 * assistive technology. Other SVG attributes (size, focusable, class) pass through.
 */
export const Drawing = ({ box: [width, height], label, children, ...rest }: Props) => (
  <svg
    viewBox={`0 0 ${width} ${height}`}
    {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    {...rest}
  >
    {children}
  </svg>
)
