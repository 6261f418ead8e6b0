import type { DesignsOrder, Order } from '@diecut/quote-core'
import { useDesigns } from '@diecut/quote-react'
import { useState } from 'react'
import { Icon } from '../../../components/Icon'

/** 'Front'/'Back' (labels) or 'Outside'/'Inside' (duplex cartons) for a paired line. */
export const pairLabelOf = (order: Order, line: DesignsOrder): string | null => {
  if (!(order.is_duplex || order.is_front_back) || !line.design.is_linked) return null
  const [one, two] = order.is_duplex ? ['Outside', 'Inside'] : ['Front', 'Back']
  return line.design.print_sequence === 2 ? two : one
}

/**
 * Duplex and front/back pair two files each (print sequence 1 and 2): pair the files in upload
 * order, or swap the two sides of a pair. A pair the server could not link is marked linked here.
 */
export const PairControls = ({ order }: { order: Order }) => {
  const designs = useDesigns(order.id)
  const [busy, setBusy] = useState(false)
  const lines = order.designs_orders
  const unlinked = lines.filter((l) => !l.design.is_linked)
  const sides = order.is_duplex ? 'outside and inside' : 'front and back'
  const pairAll = async () => {
    setBusy(true)
    for (let i = 0; i + 1 < unlinked.length; i += 2) {
      const a = unlinked[i]
      const b = unlinked[i + 1]
      if (a && b) await designs.link(a.design_id, b.design_id)
    }
    setBusy(false)
  }
  const firsts = lines.filter((l) => l.design.is_linked && l.design.print_sequence === 1)
  return (
    <div className="pair-box">
      <p className="small">
        Each printed piece needs exactly 2 files: its {sides}. Upload them in that order, then pair
        them.
      </p>
      <div className="pair-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy || unlinked.length < 2}
          onClick={pairAll}
        >
          <Icon name="link" size={16} /> Pair files in upload order
        </button>
        {firsts.map((l) => (
          <button
            key={l.id}
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              await designs.swap(l.design_id).catch((e: unknown) => console.warn('swap failed', e))
              setBusy(false)
            }}
          >
            <Icon name="swap" size={16} /> Swap sides of {l.customer_filename}
          </button>
        ))}
      </div>
    </div>
  )
}
