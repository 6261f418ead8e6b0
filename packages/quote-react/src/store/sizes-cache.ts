import { QUOTE_CONSTANTS, SIZES_NOT_MODIFIED, type DieSize } from '@diecut/quote-core'
import { decodeEach } from '../api/decode-response'
import type { QuoteApi } from '../api/quote-api'

/** Where the die library is kept between visits; the key carries the client version (9). */
export const SIZES_CACHE_KEY = `diecut:sizes:v${QUOTE_CONSTANTS.sizesCacheClientVersion}`

export type SizesCache = {
  readonly lastModified: string | null
  readonly sizes: readonly DieSize[]
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The cached library, or null when absent, of another version, or unreadable. */
export const readSizesCache = async (storage: Storage | undefined): Promise<SizesCache | null> => {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SIZES_CACHE_KEY) ?? 'null')
    if (!isRecord(raw)) return null
    const { version, lastModified, sizes } = raw
    if (version !== QUOTE_CONSTANTS.sizesCacheClientVersion || !Array.isArray(sizes)) return null
    const decoded = await decodeEach('dieSize', sizes)
    if (decoded === null) return null
    return { lastModified: typeof lastModified === 'string' ? lastModified : null, sizes: decoded }
  } catch {
    return null
  }
}

const writeSizesCache = (storage: Storage | undefined, cache: SizesCache) => {
  try {
    const version = QUOTE_CONSTANTS.sizesCacheClientVersion
    storage?.setItem(SIZES_CACHE_KEY, JSON.stringify({ version, ...cache }))
  } catch {
    // A full or disabled storage only costs the next visit a download.
  }
}

/**
 * The die library: asks with the cached lastModified; 'Not Modified' keeps the cache, a new
 * list replaces it (docs/product.md sections 3 and 7).
 */
export const loadSizes = async (
  api: Pick<QuoteApi, 'seeAllSizes'>,
  storage: Storage | undefined,
  signal?: AbortSignal,
): Promise<readonly DieSize[]> => {
  const cached = await readSizesCache(storage)
  const answer = await api.seeAllSizes(cached?.lastModified ?? null, signal)
  if (answer.sizes === SIZES_NOT_MODIFIED) {
    if (cached !== null) return cached.sizes
    return loadSizes(api, undefined, signal)
  }
  writeSizesCache(storage, { lastModified: answer.lastModified, sizes: answer.sizes })
  return answer.sizes
}
