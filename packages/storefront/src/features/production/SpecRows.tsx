import type { SpecRow } from '@diecut/quote-core'

const TITLES: Readonly<Record<SpecRow['section'], string>> = {
  Product: 'Job',
  Designs: 'Designs and quantities',
  Rolls: 'Rolls',
  Press: 'Press and die',
  Sheets: 'Sheets',
  Shipping: 'Proof, artwork and shipping',
}

/** Rows of facts, a titled group a section (quote-core's chosenRows or productionRows). */
export const SpecRows = ({
  rows,
  titled = true,
}: {
  rows: readonly SpecRow[]
  /** Whether each section gets its title (the staff's block); a customer's list reads as one. */
  titled?: boolean
}) => {
  const sections = [...new Set(rows.map((r) => r.section))]
  return (
    <div className="spec-rows">
      {sections.map((section) => (
        <section key={section} className="spec-section" aria-label={TITLES[section]}>
          {titled ? <h3 className="spec-title">{TITLES[section]}</h3> : null}
          <dl className="spec-list">
            {rows
              .filter((r) => r.section === section)
              .map((r) => (
                <div key={r.label}>
                  <dt>{r.label}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
