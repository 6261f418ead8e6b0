import { SHAPE, sizeChanged, suggestHalfInchRounding, type Order } from '@diecut/quote-core'
import { useDispatch, useOrderIssues } from '@diecut/quote-react'
import { Notice } from '../../components/Notice'
import { CartonDiagram } from '../quoter/art/CartonDiagram'
import { DiePanel } from '../quoter/DiePanel'
import { DimensionInput } from '../quoter/DimensionInput'
import { StandardSizeSelect } from '../quoter/StandardSizeSelect'

type Dim = 'length' | 'width' | 'depth'
const DIMS: readonly { key: Dim; label: string; hint: string }[] = [
  { key: 'length', label: 'Length', hint: 'Front panel, left to right' },
  { key: 'width', label: 'Width', hint: 'Side panel, front to back' },
  { key: 'depth', label: 'Depth', hint: 'Height, bottom to top' },
]

/**
 * Carton size: length, width and depth with diagrams, die notice and half-inch rounding. A
 * design order sizes its artwork only, so it goes without the die panel (`die={false}`).
 */
export const CartonSizeStep = ({ order, die = true }: { order: Order; die?: boolean }) => {
  const dispatch = useDispatch()
  const issues = useOrderIssues()
  const rounding = suggestHalfInchRounding(order)
  const notices = issues.all.filter((e) => e.category === 'carton_size' && !e.blocking)
  return (
    <div className="stack">
      <StandardSizeSelect order={order} />
      <p className="step-lead">
        {order.shape_id === SHAPE.customCarton
          ? 'Enter the inside dimensions'
          : 'Or enter the inside dimensions'}
      </p>
      <div className="carton-dims">
        {DIMS.map((d) => (
          <div key={d.key} className="carton-dim">
            <CartonDiagram
              length={order.length}
              width={order.width}
              depth={order.depth}
              highlight={d.key}
              compact
            />
            <DimensionInput
              label={d.label}
              value={order[d.key]}
              hint={d.hint}
              error={issues.ofCategory(d.key)[0]?.message ?? null}
              onCommit={(v) => dispatch(sizeChanged({ [d.key]: v }))}
            />
          </div>
        ))}
      </div>
      {notices.map((n) => (
        <Notice key={n.message} tone="info">
          {n.message}
        </Notice>
      ))}
      {rounding === null ? null : (
        <div className="rounding-card">
          <p>{rounding.message}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              dispatch(
                sizeChanged({
                  width: rounding.width,
                  length: rounding.length,
                  depth: rounding.depth,
                }),
              )
            }
          >
            Use the rounded size
          </button>
        </div>
      )}
      {die ? (
        <DiePanel
          order={order}
          sized={order.width !== null && order.length !== null && order.depth !== null}
        />
      ) : null}
    </div>
  )
}
