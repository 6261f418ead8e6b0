// Fees that are already prices (not marked up): design services (PRICING-MODEL §6), proofs
// (§7) and the expedite table (§8.4).

/** The printed product a fee applies to. */
export type ProductKind = 'label' | 'carton'

/** Design services of §6 (SPEC design types 1/2/3). */
export type DesignService = 'edits' | 'recreation' | 'custom'

/** Proof types of §7. */
export type ProofKind = 'none' | 'digital' | 'printed'

/** One design-service row (§6). */
export type DesignServiceSpec = {
  readonly label: number
  readonly carton: number
  /** Business days added to the schedule before the proof. */
  readonly days: number
  /** Extra revision round beyond the two included, and its days. */
  readonly extraRevision: number
  readonly extraRevisionDays: number
}

/** One proof row (§7). */
export type ProofSpec = {
  readonly label: number
  readonly carton: number
  readonly days: number
}

/** One faster-production option of §8.4. */
export type ExpediteOption = {
  readonly productionDays: number
  readonly daysSaved: number
  /** Fee as a fraction of production + option fees. */
  readonly rate: number
  /** Minimum fee, dollars. */
  readonly minimum: number
  /** Same-day labels need the eligibility of §8.4. */
  readonly sameDay: boolean
}

/** Standard days and the faster options of one product (§8.3, §8.4). */
export type ExpediteTable = {
  readonly standardDays: number
  readonly options: readonly ExpediteOption[]
}

/** The extra charges the design landing names (docs/design-pricing.md), dollars per order. */
export type DesignExtrasSpec = {
  /** Rebuilding an uneditable or low-resolution file (about an hour of cleanup). */
  readonly lowResolutionFile: number
  /** A desktop licence of the customer's chosen font, bought for print use. */
  readonly fontLicense: number
  /** Drawing the dieline of a custom shape. */
  readonly customDieline: Readonly<Record<ProductKind, number>>
}

/** Design, proof and expedite parameters. */
export type ServiceParams = {
  readonly design: Readonly<Record<DesignService, DesignServiceSpec>>
  readonly designExtras: DesignExtrasSpec
  readonly designHourlyRate: number
  readonly proof: Readonly<Record<ProofKind, ProofSpec>>
  /** Cartons' flat (unfolded) printed proof; not offered with embossing (§7). */
  readonly flatPrintedProofCarton: number
  readonly expedite: Readonly<Record<ProductKind, ExpediteTable>>
  /** Same-day labels only when `web_in/12` is at most this many feet (§8.4). */
  readonly sameDayMaxWebFeet: number
}

/** Defaults of PRICING-MODEL §6, §7, §8.3 and §8.4. */
export const defaultServiceParams: ServiceParams = {
  design: {
    edits: { label: 30, carton: 40, days: 1, extraRevision: 25, extraRevisionDays: 1 },
    recreation: { label: 95, carton: 125, days: 2, extraRevision: 25, extraRevisionDays: 1 },
    custom: { label: 250, carton: 450, days: 5, extraRevision: 50, extraRevisionDays: 1 },
  },
  designExtras: {
    lowResolutionFile: 60,
    fontLicense: 45,
    customDieline: { label: 50, carton: 95 },
  },
  designHourlyRate: 100,
  proof: {
    none: { label: 0, carton: 0, days: 0 },
    digital: { label: 0, carton: 0, days: 1 },
    printed: { label: 45, carton: 95, days: 3 },
  },
  flatPrintedProofCarton: 45,
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
  },
  sameDayMaxWebFeet: 1000,
}
