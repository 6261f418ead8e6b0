import { selectShapeCategory, type Order } from '@diecut/quote-core'
import { useState } from 'react'
import { CustomShapePicker } from './CustomShapePicker'
import { PreviouslyUsedSizes } from './PreviouslyUsedSizes'
import { ShapeCategoryPicker, type LabelCategory } from './ShapeCategoryPicker'

/**
 * Shape category with corners, the custom sub-picker and previously used shapes. Custom and
 * Previously Used have no shape until one is picked, so the open tab is kept here.
 */
export const LabelShapeStep = ({ order }: { order: Order }) => {
  const fromOrder = selectShapeCategory(order) as LabelCategory | null
  const [category, setCategory] = useState<LabelCategory | null>(fromOrder)
  const [customList, setCustomList] = useState(false)
  const shown = category ?? fromOrder
  return (
    <div className="stack">
      <ShapeCategoryPicker
        order={order}
        category={shown}
        onCategory={(c) => {
          setCategory(c)
          setCustomList(c === 'custom')
        }}
      />
      {shown === 'custom' ? (
        <CustomShapePicker
          order={order}
          showList={customList}
          onBack={() => setCustomList(true)}
          onPicked={() => setCustomList(false)}
        />
      ) : null}
      {shown === 'previously_used' ? <PreviouslyUsedSizes order={order} /> : null}
    </div>
  )
}
