/** One row of a summary: what it is and what was chosen. */
export type SummarySpec = readonly [label: string, value: string]

/** What is being ordered, one row a choice, as the Order Summary lists it. */
export const SummarySpecs = ({ specs }: { specs: readonly SummarySpec[] }) => (
  <dl className="summary-specs">
    {specs.map(([k, v]) => (
      <div key={k}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
)
