import { PRODUCT_TYPE, type Order } from '@diecut/quote-core'
import { Icon } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { formatCount } from '../../../components/format-money'
import { DesignLineRow } from './DesignLineRow'
import { PairControls, pairLabelOf } from './PairControls'
import { QuantityInput } from './QuantityInput'
import { UploadDropzone } from './UploadDropzone'
import { useArtwork } from './use-artwork'

/** Upload Artwork Now: many files with per-file progress, a quantity for each design. */
export const ArtworkNow = ({ order }: { order: Order }) => {
  const art = useArtwork()
  const noun = order.product_type_id === PRODUCT_TYPE.carton ? 'Cartons' : 'Labels'
  const paired = order.is_duplex || order.is_front_back
  return (
    <div className="stack">
      <UploadDropzone onFiles={(f) => void art.upload(f)} disabled={order.id === 0} />
      {art.error ? <Notice tone="warn">{art.error}</Notice> : null}
      {art.pending.length > 0 ? (
        <ul className="upload-list" aria-label="Uploading files">
          {art.pending.map((f) => (
            <li key={f.key} className="upload-item">
              <Icon name="file" size={18} />
              <span className="design-name">{f.name}</span>
              {f.error === null ? (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={`Uploading ${f.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(f.progress * 100)}
                >
                  <span style={{ width: `${Math.round(f.progress * 100)}%` }} />
                </div>
              ) : (
                <>
                  <span className="field-error">{f.error}</span>
                  <button type="button" className="link-button" onClick={() => art.dismiss(f.key)}>
                    Dismiss
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
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
