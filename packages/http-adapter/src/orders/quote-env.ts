import type { DieSize, QuoteEnv, User } from '@diecut/quote-core'
import type { Repos } from '../repositories/repositories'

/**
 * What the rules need besides the order: the die library, the user's custom sizes (read here
 * unless given), presets.
 */
export const quoteEnvFor = async (
  repos: Repos,
  user: User,
  customSizes?: readonly DieSize[],
): Promise<QuoteEnv> => {
  // Sent together: postgres.js pipelines them on one connection (one round trip, not two).
  const [library, custom] = await Promise.all([
    repos.dies.library(),
    customSizes ?? repos.dies.customSizesOf(user.id),
  ])
  // Without custom sizes the library's own list, the same from one request to the next: the
  // core indexes a die list once per list.
  const dies = custom.length === 0 ? library.dies : [...library.dies, ...custom]
  return { dies, account: user.company_entity }
}
