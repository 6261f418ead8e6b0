import { sizeChanged, type Order } from '@diecut/quote-core'
import { useDispatch, useQuoteStore } from '@diecut/quote-react'
import { DiePanel } from '../quoter/DiePanel'
import { DimensionInput } from '../quoter/DimensionInput'
import { StandardSizeSelect } from '../quoter/StandardSizeSelect'

const errorOf = (errors: readonly { category: string; message: string }[], category: string) =>
  errors.find((e) => e.category === category)?.message ?? null

/**
 * Select Your Size: a stock size of the shape, or width x length typed in inches. A design order
 * sizes its artwork only, so it goes without the die panel (`die={false}`).
 */
export const LabelSizeStep = ({ order, die = true }: { order: Order; die?: boolean }) => {
  const dispatch = useDispatch()
  const errors = useQuoteStore((s) => s.errors)
  return (
    <div className="stack">
      <StandardSizeSelect order={order} />
      <p className="step-lead">Select Your Size</p>
      <div className="size-inputs">
        <DimensionInput
          label="Width"
          value={order.width}
          error={errorOf(errors, 'width')}
          onCommit={(width) => dispatch(sizeChanged({ width }))}
        />
        <span className="size-times" aria-hidden="true">
          ×
        </span>
        <DimensionInput
          label="Length"
          value={order.length}
          error={errorOf(errors, 'length')}
          onCommit={(length) => dispatch(sizeChanged({ length }))}
        />
      </div>
      {die ? (
        <DiePanel order={order} sized={order.width !== null && order.length !== null} />
      ) : null}
    </div>
  )
}
