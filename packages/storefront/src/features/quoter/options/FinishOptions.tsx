import {
  blankAvailability,
  blankToggled,
  coatingAvailability,
  coatingToggled,
  colors,
  duplexAvailability,
  duplexColorOptions,
  duplexColorSelected,
  duplexToggled,
  embossingAvailability,
  embossingToggled,
  frontBackAvailability,
  frontBackToggled,
  highOpacityBlackAvailability,
  highOpacityBlackToggled,
  highOpacityWhiteAvailability,
  highOpacityWhiteToggled,
  isCoated,
  PRODUCT_TYPE,
  reversePrintAvailability,
  reversePrintToggled,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionSwitch } from './OptionSwitch'

/** Print and finishing switches of the product, each with its reason when unavailable. */
export const FinishOptions = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  if (order.product_type_id === PRODUCT_TYPE.carton)
    return (
      <>
        <OptionSwitch
          label="Blank Cartons"
          checked={order.is_blank}
          availability={blankAvailability(order)}
          onToggle={(on) => dispatch(blankToggled({ on }))}
          description="Unprinted cartons: no artwork needed."
        />
        <OptionSwitch
          label="Duplex (Print Inside)"
          checked={order.is_duplex}
          availability={duplexAvailability(order)}
          onToggle={(on) => dispatch(duplexToggled({ on }))}
          description="Print the inside of the carton too: 2 files per design."
        >
          <label className="field">
            <span className="field-label">Inside color</span>
            <select
              className="select"
              value={order.duplex_color_id ?? ''}
              onChange={(e) => dispatch(duplexColorSelected({ colorId: Number(e.target.value) }))}
            >
              {duplexColorOptions(order).map((id) => (
                <option key={id} value={id}>
                  {colors.find((c) => c.id === id)?.label ?? 'Full Color'}
                </option>
              ))}
            </select>
          </label>
        </OptionSwitch>
        <OptionSwitch
          label="Embossing"
          checked={order.is_embossing}
          availability={embossingAvailability(order)}
          onToggle={(on) => dispatch(embossingToggled({ on }))}
          description="Raised logo or lettering, identical to the print."
        />
        <OptionSwitch
          label="Moisture and Oil Resistant Coating"
          checked={isCoated(order)}
          availability={coatingAvailability(order)}
          onToggle={(on) => dispatch(coatingToggled({ on }))}
          description="A coated board for food, candles and cosmetics."
        />
        <OptionSwitch
          label="High Opacity Black"
          checked={order.is_high_opacity_black}
          availability={highOpacityBlackAvailability(order)}
          onToggle={(on) => dispatch(highOpacityBlackToggled({ on }))}
          description="A rich double black for large dark areas."
        />
      </>
    )
  return (
    <>
      <OptionSwitch
        label="Front/Back Printing"
        checked={order.is_front_back}
        availability={frontBackAvailability(order)}
        onToggle={(on) => dispatch(frontBackToggled({ on }))}
        description="Print both faces of a clear label: 2 files per design."
      />
      <OptionSwitch
        label="Reverse Printing"
        checked={order.is_reverse_print}
        availability={reversePrintAvailability(order)}
        onToggle={(on) => dispatch(reversePrintToggled({ on }))}
        description="Printed on the back to be read through clear film, for inside glass."
      />
      <OptionSwitch
        label="High Opacity White"
        checked={order.is_high_opacity_white}
        availability={highOpacityWhiteAvailability(order)}
        onToggle={(on) => dispatch(highOpacityWhiteToggled({ on }))}
        description="An extra white layer so colours stay bright on clear and metallic film."
      />
      <OptionSwitch
        label="High Opacity Black"
        checked={order.is_high_opacity_black}
        availability={highOpacityBlackAvailability(order)}
        onToggle={(on) => dispatch(highOpacityBlackToggled({ on }))}
        description="A rich double black for large dark areas."
      />
    </>
  )
}
