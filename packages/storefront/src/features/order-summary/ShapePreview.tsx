import { labelOutline, PRODUCT_TYPE, type ArtworkInfo, type Order } from '@diecut/quote-core'
import { useId } from 'react'
import { CartonDiagram } from '../quoter/art/CartonDiagram'

/** CSS pixels per inch: the preview is drawn at real size when it fits. */
const PX_PER_IN = 96
const MAX_PX = 300

const inch = (v: number) => `${Number(v.toFixed(3))}"`

/**
 * A live true-to-scale preview of the chosen shape and size, with a 1-inch scale bar and the
 * first uploaded image placed inside the cut line.
 */
export const ShapePreview = ({ order, artwork }: { order: Order; artwork: ArtworkInfo | null }) => {
  const uid = useId().replace(/:/g, '')
  const { width: w, length: l } = order
  if (order.product_type_id === PRODUCT_TYPE.carton)
    return order.width === null && order.length === null && order.depth === null ? null : (
      <figure className="preview">
        <CartonDiagram length={order.length} width={order.width} depth={order.depth} />
        <figcaption className="small muted">Inside dimensions, length × width × depth</figcaption>
      </figure>
    )
  if (w === null || l === null || w <= 0 || l <= 0 || order.shape_id === null) return null
  // The die as the template download draws it: the same cut and bleed lines.
  const outline = labelOutline(order.shape_id, w, l, order.is_square_corners)
  if (outline === undefined) return null
  const d = outline.cut
  const pad = 0.3
  const scale = Math.min(1, MAX_PX / ((Math.max(w, l) + pad * 2) * PX_PER_IN))
  const vbW = w + pad * 2
  const vbH = l + pad * 2 + 0.35
  const percent = Math.round(scale * 100)
  return (
    <figure className="preview">
      <svg
        width={vbW * PX_PER_IN * scale}
        height={vbH * PX_PER_IN * scale}
        viewBox={`${-pad} ${-pad} ${vbW} ${vbH}`}
        role="img"
        aria-label={`Preview of a ${inch(w)} by ${inch(l)} label`}
      >
        <defs>
          <clipPath id={`clip${uid}`}>
            <path d={d} />
          </clipPath>
        </defs>
        <path
          d={outline.bleed}
          fill="none"
          stroke="#f3a6c8"
          strokeWidth={0.012}
          strokeDasharray="0.05 0.04"
        />
        <path d={d} fill="#fff" />
        {artwork ? (
          <image
            href={artwork.url}
            x={0}
            y={0}
            width={w}
            height={l}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#clip${uid})`}
          />
        ) : (
          <path d={d} fill="var(--accent-soft)" />
        )}
        <path d={d} fill="none" stroke="#d61f69" strokeWidth={0.02} />
        <g transform={`translate(0 ${l + 0.22})`}>
          <path d="M0 0h1M0 -0.05v0.1M1 -0.05v0.1" stroke="#334155" strokeWidth={0.015} />
          <text x={1.06} y={0.03} fontSize={0.11} fill="#334155">
            1 inch
          </text>
        </g>
      </svg>
      <figcaption className="small muted">
        {inch(w)} × {inch(l)} ·{' '}
        {percent === 100 ? 'Actual size' : `Shown at ${percent}% of actual size`}
      </figcaption>
    </figure>
  )
}
