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
  type Availability,
  type Order,
  type OrderAction,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import type { ComponentType } from 'react'
import { OptionSwitch } from './OptionSwitch'

/** One finishing switch: what it shows, whether it is on or allowed, and the toggle it sends. */
type FinishRow = {
  label: string
  description: string
  checked: (order: Order) => boolean
  availability: (order: Order) => Availability
  toggled: (on: boolean) => OrderAction
  /** Shown under the switch while it is on. */
  Extra?: ComponentType<{ order: Order }>
}

/** The inside colour of a duplex carton. */
const DuplexColorSelect = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
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
  )
}

const highOpacityBlack: FinishRow = {
  label: 'High Opacity Black',
  description: 'A rich double black for large dark areas.',
  checked: (o) => o.is_high_opacity_black,
  availability: highOpacityBlackAvailability,
  toggled: (on) => highOpacityBlackToggled({ on }),
}

const CARTON_ROWS: readonly FinishRow[] = [
  {
    label: 'Blank Cartons',
    description: 'Unprinted cartons: no artwork needed.',
    checked: (o) => o.is_blank,
    availability: blankAvailability,
    toggled: (on) => blankToggled({ on }),
  },
  {
    label: 'Duplex (Print Inside)',
    description: 'Print the inside of the carton too: 2 files per design.',
    checked: (o) => o.is_duplex,
    availability: duplexAvailability,
    toggled: (on) => duplexToggled({ on }),
    Extra: DuplexColorSelect,
  },
  {
    label: 'Embossing',
    description: 'Raised logo or lettering, identical to the print.',
    checked: (o) => o.is_embossing,
    availability: embossingAvailability,
    toggled: (on) => embossingToggled({ on }),
  },
  {
    label: 'Moisture and Oil Resistant Coating',
    description: 'A coated board for food, candles and cosmetics.',
    checked: isCoated,
    availability: coatingAvailability,
    toggled: (on) => coatingToggled({ on }),
  },
  highOpacityBlack,
]

const LABEL_ROWS: readonly FinishRow[] = [
  {
    label: 'Front/Back Printing',
    description: 'Print both faces of a clear label: 2 files per design.',
    checked: (o) => o.is_front_back,
    availability: frontBackAvailability,
    toggled: (on) => frontBackToggled({ on }),
  },
  {
    label: 'Reverse Printing',
    description: 'Printed on the back to be read through clear film, for inside glass.',
    checked: (o) => o.is_reverse_print,
    availability: reversePrintAvailability,
    toggled: (on) => reversePrintToggled({ on }),
  },
  {
    label: 'High Opacity White',
    description: 'An extra white layer so colours stay bright on clear and metallic film.',
    checked: (o) => o.is_high_opacity_white,
    availability: highOpacityWhiteAvailability,
    toggled: (on) => highOpacityWhiteToggled({ on }),
  },
  highOpacityBlack,
]

/** One row of the table as an option switch. */
const FinishSwitch = ({ row, order }: { row: FinishRow; order: Order }) => {
  const dispatch = useDispatch()
  const { Extra } = row
  return (
    <OptionSwitch
      label={row.label}
      checked={row.checked(order)}
      availability={row.availability(order)}
      onToggle={(on) => dispatch(row.toggled(on))}
      description={row.description}
    >
      {Extra ? <Extra order={order} /> : null}
    </OptionSwitch>
  )
}

/** Print and finishing switches of the product, each with its reason when unavailable. */
export const FinishOptions = ({ order }: { order: Order }) => (
  <>
    {(order.product_type_id === PRODUCT_TYPE.carton ? CARTON_ROWS : LABEL_ROWS).map((row) => (
      <FinishSwitch key={row.label} row={row} order={order} />
    ))}
  </>
)
