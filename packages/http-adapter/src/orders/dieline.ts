import * as core from '@diecut/quote-core'

export type DielineLayer = 'dieline' | 'bleedline' | 'kisscutline' | 'creaseline'

export type DielineQuery = {
  readonly width: number
  readonly length: number
  readonly depth: number | null
  readonly shape_id: number
  readonly is_square_corners: boolean
  readonly visibleLayers: readonly DielineLayer[]
}

type DielineSvg = (query: DielineQuery) => { readonly svg: string; readonly filename: string }

/**
 * quote-core's true-to-scale dieline (the geometry lives in the core). Looked up by name so the
 * server builds and runs while the core does not export it yet; the route answers 501 until then.
 */
export const dielineSvg: DielineSvg | undefined = (core as unknown as { dielineSvg?: DielineSvg })
  .dielineSvg
