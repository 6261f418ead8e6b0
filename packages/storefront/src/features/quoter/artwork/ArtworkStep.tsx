import { quantitiesChanged, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { useState } from 'react'
import { Tabs } from '../../../components/Tabs'
import { ArtworkLater } from './ArtworkLater'
import { ArtworkNow } from './ArtworkNow'

type Mode = 'now' | 'later'

/** The artwork uploader: Upload Artwork Now or Upload Artwork Later (docs/product.md section 2). */
export const ArtworkStep = ({
  order,
  forceLater = false,
}: {
  order: Order
  forceLater?: boolean
}) => {
  const dispatch = useDispatch()
  const [mode, setMode] = useState<Mode>(
    order.designs_orders.length === 0 && order.design_count !== null ? 'later' : 'now',
  )
  const shown: Mode = forceLater ? 'later' : mode
  const choose = (m: Mode) => {
    setMode(m)
    if (m === 'later' && order.designs_orders.length === 0 && order.design_count === null)
      dispatch(quantitiesChanged({ design_count: 1 }))
  }
  return (
    <div className="stack" id="artwork-upload">
      {forceLater ? null : (
        <Tabs
          items={[
            { key: 'now', label: 'Upload Artwork Now' },
            { key: 'later', label: 'Upload Artwork Later' },
          ]}
          selected={shown}
          onSelect={choose}
          label="Artwork"
          idPrefix="artwork"
        />
      )}
      <div
        role={forceLater ? undefined : 'tabpanel'}
        id="artwork-panel"
        aria-labelledby={forceLater ? undefined : `artwork-tab-${shown}`}
      >
        {shown === 'now' ? <ArtworkNow order={order} /> : <ArtworkLater order={order} />}
      </div>
    </div>
  )
}
