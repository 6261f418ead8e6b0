import type { DieSize } from '@diecut/quote-core'
import { useResource } from './use-resource'

const none: readonly DieSize[] = []

/**
 * The customer's previously used custom sizes. While loading the list is empty and `status`
 * is 'loading'; a failure's message replaces the list (docs/product.md section 8).
 */
export const useMyCustomSizes = () => {
  const r = useResource('my-custom-sizes', (api, signal) => api.myCustomSizes(signal))
  return {
    sizes: r.data ?? none,
    status: r.status,
    error: r.error?.message ?? null,
    reload: r.reload,
  }
}
