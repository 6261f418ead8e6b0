/**
 * The §0 even split of a total over `n` designs: `floor(Q/n)` each, the first `Q mod n` designs
 * one more (docs/pricing-model.md section 0). A design may get 0 when `Q < n`: the per-design
 * minimum then stops the order, as it should.
 */
export const evenSplit = (total: number, n: number): readonly number[] => {
  if (n <= 0 || total <= 0) return []
  const base = Math.floor(total / n)
  const extra = total % n
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0))
}

/** Whether every design's quantity is on the quantity step (duplex cartons: 2). */
export const onQuantityStep = (quantities: readonly number[], step: number): boolean =>
  quantities.every((q) => q % step === 0)
