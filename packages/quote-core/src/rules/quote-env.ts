import type { Die } from '../catalog/dies'
import type { CompanyEntity } from '../schema/account'

/**
 * What the rules need beyond the order itself: the die library (stock sizes and the
 * customer's previous custom sizes) and the account's production presets. Adapters build it;
 * the core never fetches it.
 */
export type QuoteEnv = {
  readonly dies: readonly Die[]
  readonly account: CompanyEntity | null
}

export const emptyEnv: QuoteEnv = { dies: [], account: null }
