import {
  cornersChanged,
  SHAPE,
  shapeCategorySelected,
  type Order,
  type ShapeCategory,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCardGroup, type CardGroup } from '../quoter/OptionCardGroup'
import { ShapeIcon } from '../quoter/art/ShapeIcon'

export type LabelCategory = Extract<
  ShapeCategory,
  'square_rectangle' | 'circle_oval' | 'custom' | 'previously_used'
>

const CATEGORIES: readonly {
  key: LabelCategory
  label: string
  icon: number | 'previously_used'
}[] = [
  { key: 'square_rectangle', label: 'Square/Rectangle', icon: SHAPE.rectangle },
  { key: 'circle_oval', label: 'Circle/Oval', icon: SHAPE.circle },
  { key: 'custom', label: 'Custom', icon: SHAPE.star },
  { key: 'previously_used', label: 'Previously Used', icon: 'previously_used' },
]

/** The category tiles; their rectangle shows the order's corners. */
const categoryGroup = (squareCorners: boolean): CardGroup<LabelCategory> => ({
  label: 'Shape category',
  name: 'shape-category',
  columns: 4,
  look: 'tile',
  choices: CATEGORIES.map((c) => ({
    value: c.key,
    title: c.label,
    art: <ShapeIcon shapeId={c.icon} squareCorners={squareCorners} />,
  })),
})

/** Shape category tiles and, for Square/Rectangle, the Corners choice. */
export const ShapeCategoryPicker = ({
  order,
  category,
  onCategory,
}: {
  order: Order
  category: LabelCategory | null
  onCategory: (c: LabelCategory) => void
}) => {
  const dispatch = useDispatch()
  const choose = (c: LabelCategory) => {
    onCategory(c)
    dispatch(shapeCategorySelected({ category: c }))
  }
  return (
    <div className="stack">
      <OptionCardGroup
        group={categoryGroup(order.is_square_corners)}
        selected={category}
        onSelect={choose}
      />
      {category === 'square_rectangle' ? (
        <fieldset className="inline-choice">
          <legend>Corners</legend>
          {[
            { label: 'Round Corners', square: false },
            { label: 'Square Corners', square: true },
          ].map((c) => (
            <label
              key={c.label}
              className={`pill${order.is_square_corners === c.square ? ' is-checked' : ''}`}
            >
              <input
                type="radio"
                name="corners"
                className="visually-hidden"
                checked={order.is_square_corners === c.square}
                onChange={() => dispatch(cornersChanged({ isSquareCorners: c.square }))}
              />
              <ShapeIcon shapeId={SHAPE.square} squareCorners={c.square} />
              {c.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
