import { unitNounOf, type Order } from '@diecut/quote-core'
import { Notice } from '../../../components/Notice'
import { formatCount } from '../../../components/format-money'
import { DesignLineRow } from './DesignLineRow'
import { PairControls, pairLabelOf } from './PairControls'
import { PendingUploads } from './PendingUploads'
import { QuantityInput } from './QuantityInput'
import { UploadDropzone } from './UploadDropzone'
import { useArtwork } from './use-artwork'

/** Upload Artwork Now: many files with per-file progress, a quantity for each design. */
export const ArtworkNow = ({ order }: { order: Order }) => {
  const art = useArtwork()
  const unit = unitNounOf(order.product_type_id)
  const noun = `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s`
  const paired = order.is_duplex || order.is_front_back
  return (
    <div className="stack">
      <UploadDropzone onFiles={(f) => void art.upload(f)} disabled={order.id === 0} />
      {art.error ? <Notice tone="warn">{art.error}</Notice> : null}
      <PendingUploads pending={art.pending} onDismiss={art.dismiss} />
      <div className="qty-row">
        <QuantityInput
          label={`${noun} per Design`}
          value={order.design_qty}
          onChange={art.setAllQuantities}
        />
        <div className="qty-total" aria-live="polite">
          <span className="field-label">Total {noun}</span>
          <strong>{formatCount(order.total_qty)}</strong>
        </div>
      </div>
      {paired && art.lines.length > 0 ? <PairControls order={order} /> : null}
      {art.lines.length > 0 ? (
        <ul className="design-lines" aria-label="Uploaded designs">
          {art.lines.map((line) => (
            <DesignLineRow
              key={line.id}
              line={line}
              order={order}
              info={art.info.get(line.design_id)}
              pairLabel={pairLabelOf(order, line)}
              onQuantity={(q) => art.setQuantity(line, q)}
              onRemove={() => void art.remove(line)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  )
}
