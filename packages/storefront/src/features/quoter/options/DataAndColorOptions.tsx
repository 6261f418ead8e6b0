import {
  colorMatchingChanged,
  MAX_PANTONES,
  variableDataRequestsChanged,
  variableDataToggled,
  variableDataDescription,
  variablePrintOnlyToggled,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { Switch } from '../../../components/Switch'
import { DraftTextArea } from '../DraftTextArea'
import { OptionSwitch } from './OptionSwitch'

const yes = { available: true } as const

/** Variable data (numbering, names, barcodes) and Pantone colour matching. */
export const DataAndColorOptions = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const matching = (
    patch: Partial<Pick<Order, 'is_color_matching' | 'pantone_qty' | 'pantone_comments'>>,
  ) =>
    dispatch(
      colorMatchingChanged({
        is_color_matching: order.is_color_matching,
        pantone_qty: order.pantone_qty,
        pantone_comments: order.pantone_comments,
        ...patch,
      }),
    )
  return (
    <>
      <OptionSwitch
        label="Variable Data"
        checked={order.is_variable_data}
        availability={yes}
        onToggle={(on) => dispatch(variableDataToggled({ on }))}
        description={variableDataDescription(order.product_type_id)}
      >
        <Switch
          checked={order.is_variable_print_only}
          onChange={(on) => dispatch(variablePrintOnlyToggled({ on }))}
          label="Variable data only (no other artwork)"
        />
        <DraftTextArea
          label="Describe the variable data (or email us the data file)"
          value={order.variable_data_special_requests}
          onCommit={(text) => dispatch(variableDataRequestsChanged({ text }))}
        />
      </OptionSwitch>
      <OptionSwitch
        label="Pantone Color Matching"
        checked={order.is_color_matching}
        availability={yes}
        onToggle={(on) =>
          matching({ is_color_matching: on, pantone_qty: on ? Math.max(1, order.pantone_qty) : 0 })
        }
        description={`We match up to ${MAX_PANTONES} Pantone colours by eye on press.`}
      >
        <label className="field qty-small">
          <span className="field-label">Number of Pantone colors</span>
          <select
            className="select"
            value={order.pantone_qty}
            onChange={(e) => matching({ pantone_qty: Number(e.target.value) })}
          >
            {Array.from({ length: MAX_PANTONES }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <DraftTextArea
          label="Pantone numbers"
          rows={2}
          value={order.pantone_comments}
          onCommit={(pantone_comments) => matching({ pantone_comments })}
        />
      </OptionSwitch>
    </>
  )
}
