// Closed outlines for the dieline SVG, in inches, y pointing down (SVG user space).
//
// A contour is a polygon whose convex corners may carry a fillet radius. That one model covers
// rounded rectangles, stars, hexagons and carton blanks, and it is closed under outward offset:
// offsetting by `o` keeps every fillet centre and grows its radius by `o`, so the bleed line is
// again a contour. Every arc is written as pieces that start and end on quadrant points, so the
// bounding box of any path here is the bounding box of its path points (the tests rely on it).

export type Pt = { readonly x: number; readonly y: number }

/** A corner of a contour; `r` rounds a convex corner with a fillet of that radius (0 = sharp). */
export type Vertex = Pt & { readonly r: number }

/** Vertices in clockwise order on screen (y down). */
export type Contour = readonly Vertex[]

const EPS = 1e-9

/** SVG number: rounded to 4 decimals (0.0001 in is far below any die tolerance), trimmed. */
export const fmt = (n: number): string => {
  const v = Math.round(n * 1e4) / 1e4
  return v === 0 ? '0' : String(v)
}

const pt = (p: Pt): string => `${fmt(p.x)} ${fmt(p.y)}`

export const v = (x: number, y: number, r = 0): Vertex => ({ x, y, r })

/** A contour from corners, dropping repeated points (they would have no direction). */
export const closedContour = (vertices: readonly Vertex[]): Contour =>
  vertices.filter((p, i) => {
    const next = vertices[(i + 1) % vertices.length]
    return next === undefined || Math.hypot(next.x - p.x, next.y - p.y) > EPS
  })

const at = (c: Contour, i: number): Vertex => {
  const p = c[((i % c.length) + c.length) % c.length]
  if (p === undefined) throw new Error('empty contour')
  return p
}

const unit = (a: Pt, b: Pt): Pt => {
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  return { x: (b.x - a.x) / len, y: (b.y - a.y) / len }
}

// With clockwise order on a y-down screen, (dy, -dx) points out of the shape.
const outward = (d: Pt): Pt => ({ x: d.y, y: -d.x })

type Corner = { readonly d1: Pt; readonly d2: Pt; readonly n1: Pt; readonly n2: Pt }

const cornerAt = (c: Contour, i: number): Corner => {
  const d1 = unit(at(c, i - 1), at(c, i))
  const d2 = unit(at(c, i), at(c, i + 1))
  return { d1, d2, n1: outward(d1), n2: outward(d2) }
}

// The point where two lines, each moved by `dist` along its normal, meet (the miter point).
const miter = (p: Pt, k: Corner, dist: number): Pt => {
  const f = dist / (1 + k.n1.x * k.n2.x + k.n1.y * k.n2.y)
  return { x: p.x + f * (k.n1.x + k.n2.x), y: p.y + f * (k.n1.y + k.n2.y) }
}

/** Arc pieces from angle a1 clockwise on screen to a2, split at every quadrant point between. */
export const arcPieces = (centre: Pt, r: number, a1: number, a2: number): string[] => {
  const end = a2 < a1 ? a2 + 2 * Math.PI : a2
  const stops: number[] = []
  for (let q = Math.ceil((a1 + EPS) / (Math.PI / 2)); (q * Math.PI) / 2 < end - EPS; q += 1) {
    stops.push((q * Math.PI) / 2)
  }
  stops.push(end)
  const radius = fmt(r)
  return stops.map((a) => {
    const p = { x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) }
    return `A ${radius} ${radius} 0 0 1 ${pt(p)}`
  })
}

const angle = (p: Pt): number => Math.atan2(p.y, p.x)

/** SVG path data of a contour: straight edges, fillet arcs, closed. */
export const contourPath = (c: Contour): string => {
  const parts: string[] = []
  c.forEach((p, i) => {
    const lead = parts.length === 0 ? 'M' : 'L'
    if (p.r <= 0) {
      parts.push(`${lead} ${pt(p)}`)
      return
    }
    const k = cornerAt(c, i)
    const centre = miter(p, k, -p.r)
    const start = { x: centre.x + p.r * k.n1.x, y: centre.y + p.r * k.n1.y }
    parts.push(`${lead} ${pt(start)}`, ...arcPieces(centre, p.r, angle(k.n1), angle(k.n2)))
  })
  return `${parts.join(' ')} Z`
}

/**
 * The contour moved outward by `o`: convex corners become round (radius r + o, the true
 * offset) except square axis-aligned corners, which stay square so a square-cornered label
 * keeps a rectangular bleed; concave corners become the meeting point of the moved edges.
 * Exact as long as no edge is shorter than the offset eats from it (true within docs/product.md §9 sizes).
 */
export const offsetContour = (c: Contour, o: number): Contour =>
  c.map((p, i) => {
    const k = cornerAt(c, i)
    const cross = k.d1.x * k.d2.y - k.d1.y * k.d2.x
    const q = miter(p, k, o)
    if (cross <= EPS) return v(q.x, q.y)
    const rightAngle = Math.abs(k.d1.x * k.d2.x + k.d1.y * k.d2.y) < EPS
    const axisAligned = Math.abs(k.d1.x) < EPS || Math.abs(k.d1.y) < EPS
    return v(q.x, q.y, p.r <= 0 && rightAngle && axisAligned ? 0 : p.r + o)
  })

/** An ellipse (or circle) as four quarter arcs from its rightmost point. */
export const ellipsePath = (centre: Pt, rx: number, ry: number): string => {
  const quarter = (x: number, y: number) =>
    `A ${fmt(rx)} ${fmt(ry)} 0 0 1 ${pt({ x: centre.x + x, y: centre.y + y })}`
  return [
    `M ${pt({ x: centre.x + rx, y: centre.y })}`,
    quarter(0, ry),
    quarter(-rx, 0),
    quarter(0, -ry),
    quarter(rx, 0),
    'Z',
  ].join(' ')
}

// The oval bleed is a polyline; chords are split until they stray under 0.0005 in from the true
// curve (a uniform split would sag 0.005 in at the tight ends of a long oval).
const SAG_IN = 0.0005
const MAX_SPLITS = 12

/**
 * The curve at distance `o` outside an ellipse. A circle's is a circle; an oval's is not an
 * ellipse (an ellipse with semi-axes grown by `o` falls up to 0.04 in short of the bleed on a
 * long oval), so it is drawn as a polyline of true offset points, quadrant points included.
 */
export const ellipseOffsetPath = (centre: Pt, rx: number, ry: number, o: number): string => {
  if (Math.abs(rx - ry) < EPS) return ellipsePath(centre, rx + o, ry + o)
  const at = (t: number): Pt => {
    const nx = ry * Math.cos(t)
    const ny = rx * Math.sin(t)
    const len = Math.hypot(nx, ny)
    return {
      x: centre.x + rx * Math.cos(t) + (o * nx) / len,
      y: centre.y + ry * Math.sin(t) + (o * ny) / len,
    }
  }
  const points: Pt[] = []
  const refine = (t0: number, p0: Pt, t1: number, p1: Pt, depth: number): void => {
    const tm = (t0 + t1) / 2
    const pm = at(tm)
    const sag = Math.hypot(pm.x - (p0.x + p1.x) / 2, pm.y - (p0.y + p1.y) / 2)
    if (depth < MAX_SPLITS && sag > SAG_IN) {
      refine(t0, p0, tm, pm, depth + 1)
      refine(tm, pm, t1, p1, depth + 1)
    } else points.push(p1)
  }
  const start = at(0)
  for (let q = 0; q < 4; q += 1) {
    const [t0, t1] = [(q * Math.PI) / 2, ((q + 1) * Math.PI) / 2]
    refine(t0, q === 0 ? start : at(t0), t1, at(t1), 0)
  }
  points.pop()
  return `M ${pt(start)} ${points.map((p) => `L ${pt(p)}`).join(' ')} Z`
}
