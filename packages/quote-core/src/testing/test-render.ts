// Test support for the dieline tests (not exported from the package).
import { dielineSvg, DIELINE_LAYERS } from '../geometry/dieline-svg'
import type { DielineLayer, DielineRequest, DielineSvg } from '../geometry/dieline-svg'
import { allNodes, boxOf, parseXml, pathPoints } from '../geometry/svg-inspect'
import type { Box, XmlNode } from '../geometry/svg-inspect'

export const ALL_LAYERS: readonly DielineLayer[] = DIELINE_LAYERS

export const request = (over: Partial<DielineRequest>): DielineRequest => ({
  width: 2,
  length: 3,
  depth: null,
  shape_id: 1,
  is_square_corners: false,
  visibleLayers: ALL_LAYERS,
  ...over,
})

/** Renders a request that must succeed and parses its SVG. */
export const render = (over: Partial<DielineRequest>): { out: DielineSvg; root: XmlNode } => {
  const out = dielineSvg(request(over))
  if (out._tag !== 'DielineSvg') throw new Error(`expected a dieline, got ${out._tag}`)
  const parsed = parseXml(out.svg)
  if (!parsed.ok) throw new Error('the SVG is not well-formed')
  return { out, root: parsed.root }
}

/** The `<g>` of a layer, if drawn. */
export const layer = (root: XmlNode, id: DielineLayer): XmlNode | undefined =>
  root.children.find((n) => n.name === 'g' && n.attrs['id'] === id)

/** The path data of a layer's paths. */
export const layerPaths = (root: XmlNode, id: DielineLayer): string[] =>
  (layer(root, id)?.children ?? []).filter((n) => n.name === 'path').map((n) => n.attrs['d'] ?? '')

/** Bounding box of everything a layer draws. */
export const layerBox = (root: XmlNode, id: DielineLayer): Box =>
  boxOf(layerPaths(root, id).flatMap(pathPoints))

/** Inches of an attribute such as `width="2.25in"`, NaN without the unit. */
export const inches = (value: string | undefined): number =>
  value !== undefined && value.endsWith('in') ? Number(value.slice(0, -2)) : Number.NaN

export const near = (a: number, b: number, tol = 1.0001e-4): boolean => Math.abs(a - b) <= tol

export { allNodes }
