import { describe, expect, it } from 'vitest'
import { cartonSubstrates, labelSubstrates, materialDescription } from './substrates'

describe('materialDescription (docs/product.md section 2)', () => {
  it("appends 'No Duplex' to cartons that cannot print duplex, and only to them", () => {
    const noDuplex = cartonSubstrates.filter((s) => !s.duplexCapable)
    const duplex = cartonSubstrates.filter((s) => s.duplexCapable)
    expect(noDuplex.length).toBeGreaterThan(0)
    expect(duplex.length).toBeGreaterThan(0)
    for (const s of noDuplex)
      expect(materialDescription(s)).toBe(`${s.info} No Duplex: printed on the outside only.`)
    for (const s of [...duplex, ...labelSubstrates]) expect(materialDescription(s)).toBe(s.info)
  })
})
