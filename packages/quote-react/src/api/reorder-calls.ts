import { replacementKey, type ReorderAnswer, type ReorderRequest } from '@diecut/quote-core'
import type { UploadFile } from './artwork-calls'
import { decodeAnswer } from './decode-response'
import type { Transport } from './http-transport'

/** A design's replacement artwork in a reorder: the placed line, the design, the new file. */
export type ReorderReplacement = {
  readonly orderId: number
  readonly designId: number
  readonly file: UploadFile
}

/** Reorders of placed orders. */
export const reorderCalls = (t: Transport) => ({
  /**
   * POST /account/orders/placed/{number}/reorder: new quotes in the cart from the placed lines
   * asked for (every printed line by default), JSON, or multipart when artwork is replaced.
   */
  reorder: async (
    number: string,
    request: ReorderRequest = {},
    replacements: readonly ReorderReplacement[] = [],
    signal?: AbortSignal,
  ): Promise<ReorderAnswer> => {
    const path = `/account/orders/placed/${encodeURIComponent(number)}/reorder`
    if (replacements.length === 0) {
      const { body } = await t.json('POST', path, request, signal)
      return decodeAnswer('reorderAnswer', body, 'reorder')
    }
    const form = new FormData()
    form.append('request', JSON.stringify(request))
    for (const r of replacements)
      form.append(replacementKey(r.orderId, r.designId), r.file, r.file.name ?? 'artwork')
    const { body } = await t.multipart(path, form, signal === undefined ? {} : { signal })
    return decodeAnswer('reorderAnswer', body, 'reorder')
  },
})
