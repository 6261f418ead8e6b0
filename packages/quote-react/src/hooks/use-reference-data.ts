import type { ReferenceData } from '@diecut/quote-core'
import { useResource } from './use-resource'

/** Everything the quoter preloads (GET /api/reference-data), loaded once per api. */
export const useReferenceData = (): {
  readonly data: ReferenceData | undefined
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  readonly error: string | null
} => {
  const r = useResource('reference-data', (api, signal) => api.referenceData(signal))
  return { data: r.data, status: r.status, error: r.error?.message ?? null }
}
