import type { DieSize } from '@diecut/quote-core'
import { loadSizes } from '../store/sizes-cache'
import { useResource } from './use-resource'

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage

const noSizes: readonly DieSize[] = []

/** The die library (POST see-all-sizes with lastModified; localStorage cache, version 9). */
export const useSizes = () => {
  const r = useResource('sizes', (api, signal) => loadSizes(api, storage(), signal))
  return { sizes: r.data ?? noSizes, status: r.status, error: r.error, reload: r.reload }
}
