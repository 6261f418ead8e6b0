import { DESIGN_PROOF_LABELS, lineReorderNotes, type LineReorder } from '@diecut/quote-core'

/** How a reordered item was placed: where it came from, its proof design by design, its die. */
export const LineReorderNotes = ({ reorder }: { reorder: LineReorder }) => (
  <div className="reorder-notes" data-testid="reorder-notes">
    {lineReorderNotes(reorder).map((note) => (
      <p key={note} className="small">
        {note}
      </p>
    ))}
    {reorder.designs.length === 0 ? null : (
      <ul className="reorder-designs" aria-label="Designs and their proofs">
        {reorder.designs.map((d) => (
          <li key={d.design_id} className="small">
            <span className="reorder-design-name">{d.filename}</span>
            <span className={`badge ${d.proof === 'new' ? 'badge-proof-new' : 'badge-carried'}`}>
              {DESIGN_PROOF_LABELS[d.proof]}
            </span>
          </li>
        ))}
      </ul>
    )}
  </div>
)
