import { artworkResolution, type DesignsOrder, type Order } from '@diecut/quote-core'
import { Icon } from '../../../components/Icon'
import type { ArtworkInfo } from './artwork-calls'
import { QuantityInput } from './QuantityInput'
import { isDrawable } from './use-artwork-info'

/** One uploaded design: thumbnail, name, its quantity, the low-resolution warning, remove. */
export const DesignLineRow = ({
  line,
  info,
  order,
  pairLabel,
  onQuantity,
  onRemove,
}: {
  line: DesignsOrder
  info: ArtworkInfo | undefined
  order: Order
  pairLabel: string | null
  onQuantity: (qty: number) => void
  onRemove: () => void
}) => {
  const resolution =
    info === undefined
      ? null
      : artworkResolution({ pixelWidth: info.width_px, pixelHeight: info.height_px }, order)
  const back = line.design.print_sequence === 2
  return (
    <li className="design-line">
      <span className="design-thumb" aria-hidden="true">
        {isDrawable(info) ? (
          <img src={info.url} alt="" loading="lazy" />
        ) : (
          <Icon name="file" size={22} />
        )}
      </span>
      <div className="design-main">
        <span className="design-name" title={line.customer_filename}>
          {line.customer_filename}
        </span>
        {pairLabel ? <span className="badge">{pairLabel}</span> : null}
        {info?.width_px && info.height_px ? (
          <span className="muted small">
            {info.width_px} × {info.height_px} px
            {resolution === null ? '' : ` · ${resolution.ppi} ppi at this size`}
          </span>
        ) : null}
        {resolution?.low ? (
          <p className="design-warning" role="alert">
            <Icon name="warn" size={16} /> {resolution.message}
          </p>
        ) : null}
      </div>
      {back ? (
        <span className="muted small design-qty-note">Printed with its front</span>
      ) : (
        <QuantityInput
          label={`Quantity for ${line.customer_filename}`}
          hideLabel
          value={line.qty}
          onChange={onQuantity}
        />
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove ${line.customer_filename}`}
        onClick={onRemove}
      >
        <Icon name="trash" size={18} />
      </button>
    </li>
  )
}
