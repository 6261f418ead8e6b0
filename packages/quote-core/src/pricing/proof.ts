import { dollarsToCents } from './money'
import type { Cents } from './money'
import type { PricingParams } from './params'
import type { ProductKind, ProofKind } from './service-params'

/** The proof chosen on an order (docs/pricing-model.md §7); `flat` = cartons' flat printed proof. */
export type ProofChoice = {
  readonly kind: ProofKind
  readonly flat?: boolean
}

/** A priced proof line and its schedule effect (§7). */
export type ProofFee = {
  readonly kind: ProofKind
  readonly flat: boolean
  readonly label: string
  readonly perDesignCents: Cents
  readonly cents: Cents
  /** `PROOF_DAYS` of §7. */
  readonly days: number
}

const PROOF_LABELS: Readonly<Record<ProofKind, string>> = {
  none: 'No proof',
  digital: 'Digital proof',
  printed: 'Printed proof',
}

/**
 * Proof fee per design × designs (§7). The flat printed proof ($45) is a carton option and is
 * not offered with embossing, so an embossed carton is charged the folded sample.
 */
export const proofFee = (
  proof: ProofChoice,
  product: ProductKind,
  designCount: number,
  embossing: boolean,
  params: PricingParams,
): ProofFee => {
  const spec = params.services.proof[proof.kind]
  const flat = proof.kind === 'printed' && product === 'carton' && proof.flat === true && !embossing
  const perDesign = flat ? params.services.flatPrintedProofCarton : spec[product]
  const perDesignCents = dollarsToCents(perDesign)
  return {
    kind: proof.kind,
    flat,
    label: flat ? 'Flat printed proof' : PROOF_LABELS[proof.kind],
    perDesignCents,
    cents: perDesignCents * Math.max(0, designCount),
    days: spec.days,
  }
}

/** A printed-proof-only order: printed proof and every design quantity is 1 (§7, docs/product.md §5). */
export const isPrintedProofOnly = (
  proof: ProofChoice,
  designQuantities: readonly number[],
): boolean =>
  proof.kind === 'printed' && designQuantities.length > 0 && designQuantities.every((q) => q === 1)
