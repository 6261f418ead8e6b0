import type { PlacedOrder } from '@diecut/quote-core'
import { useAdminOrder } from '@diecut/quote-react'
import { useEffect, useState } from 'react'
import { ArtworkFiles } from './ArtworkFiles'

/** Every item's artwork of one order, read when shown (fresh each time it is opened). */
const LoadedArtwork = ({ order }: { order: PlacedOrder }) => {
  const { artwork, status, error, refresh } = useAdminOrder(order.number)
  useEffect(() => {
    void refresh()
  }, [refresh])
  if (status === 'error')
    return <p role="alert">The artwork could not be loaded: {error?.message}</p>
  if (artwork.length === 0)
    return (
      <p role="status">
        <span className="spinner" /> Loading…
      </p>
    )
  return (
    <ul className="order-artwork">
      {artwork.map((line) => (
        <li key={line.order_id} aria-label={`Artwork of item ${line.order_id}`}>
          <strong className="small">
            Item {line.order_id}
            {line.files.length === 0
              ? ''
              : ` · ${line.files.length} file${line.files.length === 1 ? '' : 's'}`}
          </strong>
          <ArtworkFiles files={line.files} />
        </li>
      ))}
    </ul>
  )
}

/** Staff: the artwork the customer sent for an order's items, behind a disclosure. */
export const OrderArtwork = ({ order }: { order: PlacedOrder }) => {
  const [open, setOpen] = useState(false)
  return (
    <details className="admin-artwork" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Artwork</summary>
      {open ? <LoadedArtwork order={order} /> : null}
    </details>
  )
}
