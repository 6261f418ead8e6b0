import { SHAPE } from '@diecut/quote-core'

/** Corner radius of the icons drawn at one inch (the tiles scale it to their own size). */
const ROUND_CORNER_IN = 0.125

const n = (v: number) => Number(v.toFixed(4))

const rect = (w: number, h: number, r: number) => {
  const c = Math.min(r, w / 2, h / 2)
  if (c <= 0) return `M0 0H${n(w)}V${n(h)}H0Z`
  return [
    `M${n(c)} 0H${n(w - c)}`,
    `A${n(c)} ${n(c)} 0 0 1 ${n(w)} ${n(c)}V${n(h - c)}`,
    `A${n(c)} ${n(c)} 0 0 1 ${n(w - c)} ${n(h)}H${n(c)}`,
    `A${n(c)} ${n(c)} 0 0 1 0 ${n(h - c)}V${n(c)}`,
    `A${n(c)} ${n(c)} 0 0 1 ${n(c)} 0Z`,
  ].join('')
}

const ellipse = (w: number, h: number) =>
  `M0 ${n(h / 2)}A${n(w / 2)} ${n(h / 2)} 0 1 0 ${n(w)} ${n(h / 2)}A${n(w / 2)} ${n(h / 2)} 0 1 0 0 ${n(h / 2)}Z`

const polygon = (
  w: number,
  h: number,
  points: number,
  inner: number | null,
  rotate = -Math.PI / 2,
) => {
  const pts: string[] = []
  const count = inner === null ? points : points * 2
  for (let i = 0; i < count; i++) {
    const a = rotate + (i * 2 * Math.PI) / count
    const r = inner !== null && i % 2 === 1 ? inner : 1
    pts.push(`${n(w / 2 + (Math.cos(a) * r * w) / 2)} ${n(h / 2 + (Math.sin(a) * r * h) / 2)}`)
  }
  return `M${pts.join('L')}Z`
}

/**
 * A stylised outline for the shape tiles' icons (width across, length down), with corners
 * exaggerated so round and square corners read at icon size. The true die outline of the
 * preview comes from quote-core's `labelOutline`.
 */
export const shapePath = (
  shapeId: number | null,
  w: number,
  h: number,
  squareCorners: boolean,
  cornerRadius = ROUND_CORNER_IN,
): string => {
  switch (shapeId) {
    case SHAPE.circle:
    case SHAPE.oval:
      return ellipse(w, h)
    case SHAPE.star:
      return polygon(w, h, 5, 0.45)
    case SHAPE.diamond:
      return `M${n(w / 2)} 0L${n(w)} ${n(h / 2)}L${n(w / 2)} ${n(h)}L0 ${n(h / 2)}Z`
    case SHAPE.polygon:
      return polygon(w, h, 6, null, 0)
    case SHAPE.newShape:
    case SHAPE.custom:
      return rect(w, h, Math.min(w, h) * 0.3)
    case SHAPE.rectangle:
    case SHAPE.square:
      return rect(w, h, squareCorners ? 0 : cornerRadius)
    default:
      return rect(w, h, cornerRadius)
  }
}
