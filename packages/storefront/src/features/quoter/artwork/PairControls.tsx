import type { DesignsOrder, Order } from '@diecut/quote-core'
import { useQuoteApi, useQuoteStore } from '@diecut/quote-react'
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
 * order, or swap the two sides of a pair. Link failures fall back to a local refresh.
 */
export const PairControls = ({ order }: { order: Order }) => {
  const api = useQuoteApi()
  const refresh = useQuoteStore((s) => s.refresh)
  const [busy, setBusy] = useState(false)
  const lines = order.designs_orders
  const unlinked = lines.filter((l) => !l.design.is_linked)
  const sides = order.is_duplex ? 'outside and inside' : 'front and back'
  const pairAll = async () => {
    setBusy(true)
    try {
      for (let i = 0; i + 1 < unlinked.length; i += 2) {
        const a = unlinked[i]
        const b = unlinked[i + 1]
        if (a && b)
          await api.linkDesigns({
            design1_id: a.design_id,
            design2_id: b.design_id,
            print_sequence_1: 1,
            print_sequence_2: 2,
          })
      }
    } catch (e) {
      console.warn('pairing failed', e)
    } finally {
      await refresh()
      setBusy(false)
    }
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
              await api
                .swapDesigns(l.design_id)
                .catch((e: unknown) => console.warn('swap failed', e))
              await refresh()
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
