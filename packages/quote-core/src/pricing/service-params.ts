import { defineParams } from '../maths/define-params'

// Fees that are already prices (not marked up): design services (docs/pricing-model.md §6), proofs
// (§7) and the expedite table (§8.4).

/** Design, proof and expedite parameters: any figures in the shape of the defaults below. */
export type ServiceParams = typeof defaultServiceParams

/** The printed product a fee applies to. */
export type ProductKind = 'label' | 'carton'

/** Design services of §6 (docs/product.md design types 1/2/3): the rows of the design table. */
export type DesignService = keyof ServiceParams['design']

/** Proof types of §7: the rows of the proof table. */
export type ProofKind = keyof ServiceParams['proof']

/** Defaults of docs/pricing-model.md §6, §7, §8.3 and §8.4. */
export const defaultServiceParams = defineParams({
  /**
   * Design services (§6): the fee for a label and for a carton, business days added to the
   * schedule before the proof, and an extra revision round beyond the two included, with its days.
   */
  design: {
    edits: { label: 30, carton: 40, days: 1, extraRevision: 25, extraRevisionDays: 1 },
    recreation: { label: 95, carton: 125, days: 2, extraRevision: 25, extraRevisionDays: 1 },
    custom: { label: 250, carton: 450, days: 5, extraRevision: 50, extraRevisionDays: 1 },
  },
  /** The extra charges the design landing names (docs/design-pricing.md), dollars per order. */
  designExtras: {
    /** Rebuilding an uneditable or low-resolution file (about an hour of cleanup). */
    lowResolutionFile: 60,
    /** A desktop licence of the customer's chosen font, bought for print use. */
    fontLicense: 45,
    /** Drawing the dieline of a custom shape. */
    customDieline: { label: 50, carton: 95 } satisfies Record<ProductKind, number>,
  },
  designHourlyRate: 100,
  /** Proofs (§7): the fee for a label and for a carton, and the business days they take. */
  proof: {
    none: { label: 0, carton: 0, days: 0 },
    digital: { label: 0, carton: 0, days: 1 },
    printed: { label: 45, carton: 95, days: 3 },
  },
  /** Cartons' flat (unfolded) printed proof; not offered with embossing (§7). */
  flatPrintedProofCarton: 45,
  /**
   * Standard production days and the faster options of each product (§8.3, §8.4): each option's
   * fee is `rate` of production + option fees, at least `minimum` dollars; same-day labels need
   * the eligibility of §8.4.
   */
  expedite: {
    label: {
      standardDays: 2,
      options: [
        { productionDays: 1, daysSaved: 1, rate: 0.35, minimum: 35, sameDay: false },
        { productionDays: 0, daysSaved: 2, rate: 0.75, minimum: 75, sameDay: true },
      ],
    },
    carton: {
      standardDays: 7,
      options: [
        { productionDays: 5, daysSaved: 2, rate: 0.25, minimum: 75, sameDay: false },
        { productionDays: 4, daysSaved: 3, rate: 0.4, minimum: 100, sameDay: false },
        { productionDays: 3, daysSaved: 4, rate: 0.6, minimum: 150, sameDay: false },
      ],
    },
  } satisfies Record<ProductKind, unknown>,
  /** Same-day labels only when `web_in/12` is at most this many feet (§8.4). */
  sameDayMaxWebFeet: 1000,
})
