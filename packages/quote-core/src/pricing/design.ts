import { dollarsToCents } from './money'
import type { Cents } from './money'
import type { PricingParams } from './params'
import type { DesignService, ProductKind } from './service-params'

/** The design service chosen on an order, or none (docs/pricing-model.md §6). */
export type DesignChoice = DesignService | 'none'

/** A priced design-service line and its schedule effect (§6). */
export type DesignFee = {
  readonly service: DesignChoice
  readonly label: string
  readonly perDesignCents: Cents
  readonly cents: Cents
  /** Business days added before the proof (§6, §8.2 `DESIGN_DAYS`). */
  readonly days: number
}

/** Customer-facing names of the services (docs/product.md §2, design quoter headings). */
export const DESIGN_SERVICE_LABELS: Readonly<Record<DesignService, string>> = {
  edits: 'Artwork Edits',
  recreation: 'Artwork Recreation',
  custom: 'Custom Design',
}

/**
 * Design-service fee: the §6 fee per design × designs, plus extra revision rounds (each per
 * design, +1 BD); not marked up and never expedited.
 */
export const designFee = (
  service: DesignChoice,
  product: ProductKind,
  designCount: number,
  params: PricingParams,
  extraRevisionRounds = 0,
): DesignFee => {
  if (service === 'none' || designCount <= 0) {
    return { service, label: 'No design service', perDesignCents: 0, cents: 0, days: 0 }
  }
  const spec = params.services.design[service]
  const rounds = Math.max(0, Math.floor(extraRevisionRounds))
  const perDesignCents = dollarsToCents(spec[product] + spec.extraRevision * rounds)
  return {
    service,
    label: DESIGN_SERVICE_LABELS[service],
    perDesignCents,
    cents: perDesignCents * designCount,
    days: spec.days + spec.extraRevisionDays * rounds,
  }
}

/** Price of over-scope design work at `DESIGN_RATE` per hour (§6), half-up to cents. */
export const designHourlyFee = (hours: number, params: PricingParams): Cents =>
  dollarsToCents(params.services.designHourlyRate * Math.max(0, hours))
