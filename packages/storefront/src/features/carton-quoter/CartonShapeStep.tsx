import { SHAPE, shapeCategorySelected, type Order, type ShapeCategory } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCard } from '../quoter/OptionCard'
import { ShapeIcon } from '../quoter/art/ShapeIcon'

const CATEGORIES: readonly { key: ShapeCategory; label: string; shape: number; text: string }[] = [
  {
    key: 'auto_lock',
    label: 'Auto Lock',
    shape: SHAPE.autoLock,
    text: 'Crash-lock bottom for heavier products.',
  },
  {
    key: 'straight_tuck',
    label: 'Straight Tuck',
    shape: SHAPE.straightTuck,
    text: 'Tuck flaps top and bottom. The classic.',
  },
  {
    key: 'custom_shape',
    label: 'Custom Shape',
    shape: SHAPE.customCarton,
    text: 'Your own structure or dieline.',
  },
]

/** Shape category of a carton: Auto Lock, Straight Tuck or Custom Shape. */
export const CartonShapeStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <div className="card-grid-3" role="radiogroup" aria-label="Carton style">
      {CATEGORIES.map((c) => (
        <OptionCard
          key={c.key}
          name="carton-style"
          value={c.key}
          checked={order.shape_id === c.shape}
          onSelect={() => dispatch(shapeCategorySelected({ category: c.key }))}
          art={<ShapeIcon shapeId={c.shape} />}
          title={c.label}
          description={c.text}
        />
      ))}
    </div>
  )
}
