import {
  COLOR,
  colorAvailability,
  colorModeToggled,
  colors,
  PRODUCT_TYPE,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCard } from '../OptionCard'

/** Full Color, Black Ink Only, White Ink Only or Double-Sided (labels), with reasons. */
export const InkChoice = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const shown = colors.filter(
    (c) => c.id !== COLOR.doubleSided || order.product_type_id === PRODUCT_TYPE.label,
  )
  const current = order.color_id ?? COLOR.fullColor
  return (
    <fieldset className="stack-sm">
      <legend className="option-group-title">Ink</legend>
      <div className="card-grid-4" role="radiogroup" aria-label="Ink">
        {shown.map((c) => {
          const a = colorAvailability(order, c.id)
          return (
            <OptionCard
              key={c.id}
              name="ink"
              value={c.id}
              checked={current === c.id}
              onSelect={() => dispatch(colorModeToggled({ colorId: c.id, on: true }))}
              title={c.label}
              disabled={!a.available}
              reason={a.available ? undefined : a.reason}
              compact
            />
          )
        })}
      </div>
    </fieldset>
  )
}
