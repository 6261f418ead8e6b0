import { SHAPE, shapeCategorySelected, type Order, type ShapeCategory } from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
import { OptionCardGroup, type CardGroup } from '../quoter/OptionCardGroup'
import { ShapeIcon } from '../quoter/art/ShapeIcon'
import { moveOnFrom } from '../quoter/move-on'

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

const CARTON_STYLES: CardGroup<ShapeCategory> = {
  label: 'Carton style',
  name: 'carton-style',
  columns: 3,
  choices: CATEGORIES.map((c) => ({
    value: c.key,
    title: c.label,
    description: c.text,
    art: <ShapeIcon shapeId={c.shape} />,
  })),
}

/** Shape category of a carton: Auto Lock, Straight Tuck or Custom Shape. */
export const CartonShapeStep = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  return (
    <OptionCardGroup
      group={CARTON_STYLES}
      selected={CATEGORIES.find((c) => c.shape === order.shape_id)?.key}
      onSelect={(category) => {
        if (dispatch(shapeCategorySelected({ category }))) moveOnFrom('step-shape')
      }}
    />
  )
}
