import { findShape, SHAPE, shapeSelected, type Order } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { Icon } from '../../components/Icon'
import { DieSearch } from '../quoter/DieSearch'
import { OptionCard } from '../quoter/OptionCard'
import { ShapeIcon } from '../quoter/art/ShapeIcon'

const SUB_SHAPES = [
  SHAPE.lipBalm,
  SHAPE.polygon,
  SHAPE.tamperSeal,
  SHAPE.star,
  SHAPE.diamond,
  SHAPE.newShape,
]

/**
 * The Custom sub-picker: Lip Balm, Polygon, Tamper Seal, Star, Diamond or Create New Shape;
 * once one is chosen, a back button 'Custom Shape Category' and Search By Die ID.
 */
export const CustomShapePicker = ({
  order,
  showList,
  onBack,
  onPicked,
}: {
  order: Order
  showList: boolean
  onBack: () => void
  onPicked: () => void
}) => {
  const dispatch = useDispatch()
  const chosen = findShape(order.shape_id)
  if (!showList && chosen !== undefined && chosen.category === 'custom')
    return (
      <div className="stack">
        <div className="chosen-shape">
          <button type="button" className="btn btn-ghost btn-sm back-button" onClick={onBack}>
            <Icon name="chevronLeft" size={18} /> Custom Shape Category
          </button>
          <span className="chosen-shape-name">
            <ShapeIcon shapeId={chosen.id} /> {chosen.label}
          </span>
        </div>
        <DieSearch />
      </div>
    )
  return (
    <div className="stack">
      <div className="card-grid-3" role="radiogroup" aria-label="Custom shape">
        {SUB_SHAPES.map((id) => {
          const shape = findShape(id)
          if (shape === undefined) return null
          return (
            <OptionCard
              key={id}
              name="custom-shape"
              value={id}
              checked={order.shape_id === id}
              onSelect={() => {
                dispatch(shapeSelected({ shapeId: id }))
                onPicked()
              }}
              art={<ShapeIcon shapeId={id} />}
              title={shape.label}
              tile
            />
          )
        })}
      </div>
      <DieSearch />
    </div>
  )
}
