import { SHAPE } from '@diecut/quote-core'
import { shapePath } from './shape-path'

const box = (id: number): [number, number] => {
  switch (id) {
    case SHAPE.rectangle:
    case SHAPE.oval:
    case SHAPE.diamond:
      return [56, 76]
    case SHAPE.lipBalm:
      return [36, 84]
    case SHAPE.tamperSeal:
      return [24, 84]
    default:
      return [72, 72]
  }
}

const Carton = ({ kind }: { kind: 'auto_lock' | 'straight_tuck' | 'custom' }) => (
  <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
    <path d="M26 34 50 24l24 10-24 10z" fill="var(--accent-soft)" />
    <path d="M26 34v40l24 10V44zM50 44v40l24-10V34" />
    {kind === 'straight_tuck' ? <path d="M50 24 38 15l24-6 12 10" strokeDasharray="3 3" /> : null}
    {kind === 'auto_lock' ? <path d="M30 72l8 3 4-6M58 80l8-3-2-6" /> : null}
    {kind === 'custom' ? <path d="M40 58c4-6 10-6 14 0" /> : null}
  </g>
)

/** The illustration of a shape tile (docs/product.md section 2 lists one per shape). */
export const ShapeIcon = ({
  shapeId,
  squareCorners = false,
}: {
  shapeId: number | 'previously_used'
  squareCorners?: boolean
}) => {
  if (shapeId === 'previously_used')
    return (
      <svg viewBox="0 0 100 100" aria-hidden="true" className="shape-icon">
        <rect
          x="18"
          y="18"
          width="56"
          height="56"
          rx="8"
          fill="var(--accent-soft)"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <circle cx="68" cy="68" r="18" fill="#fff" stroke="currentColor" strokeWidth="2.5" />
        <path
          d="M68 58v10l7 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    )
  if (
    shapeId === SHAPE.autoLock ||
    shapeId === SHAPE.straightTuck ||
    shapeId === SHAPE.customCarton
  )
    return (
      <svg viewBox="0 0 100 100" aria-hidden="true" className="shape-icon">
        <Carton
          kind={
            shapeId === SHAPE.autoLock
              ? 'auto_lock'
              : shapeId === SHAPE.straightTuck
                ? 'straight_tuck'
                : 'custom'
          }
        />
      </svg>
    )
  const [w, h] = box(shapeId)
  const k = 25 // icon pixels per drawn inch
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className="shape-icon">
      <g transform={`translate(${(100 - w) / 2} ${(100 - h) / 2}) scale(${k})`}>
        <path
          d={shapePath(shapeId, w / k, h / k, squareCorners, 20 / k)}
          fill="var(--accent-soft)"
          stroke="currentColor"
          strokeWidth={2.5 / k}
          strokeDasharray={shapeId === SHAPE.newShape ? `${6 / k} ${4 / k}` : undefined}
        />
        {shapeId === SHAPE.tamperSeal ? (
          <path
            d={`M0 ${h / k / 2}h${w / k}`}
            stroke="currentColor"
            strokeWidth={2 / k}
            strokeDasharray={`${4 / k} ${3 / k}`}
          />
        ) : null}
        {shapeId === SHAPE.newShape ? (
          <path
            d={`M${w / k / 2 - 0.4} ${h / k / 2}h0.8M${w / k / 2} ${h / k / 2 - 0.4}v0.8`}
            stroke="currentColor"
            strokeWidth={3 / k}
            strokeLinecap="round"
          />
        ) : null}
      </g>
    </svg>
  )
}
