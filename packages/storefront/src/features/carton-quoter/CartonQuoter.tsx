import { memo } from 'react'
import { cartonSubstrates, SHAPE, type Order } from '@diecut/quote-core'
import { useSteps } from '@diecut/quote-react'
import { AdditionalOptions } from '../quoter/late-sections'
import {
  MaterialLaminateSteps,
  useMaterialLaminateStepCount,
} from '../quoter/MaterialLaminateSteps'
import { NotesField } from '../quoter/NotesField'
import { QuantityStep } from '../quoter/QuantityStep'
import { ShapeStep } from '../quoter/ShapeStep'
import { SizeStep } from '../quoter/SizeStep'
import { Step } from '../quoter/Step'
import { SubStep } from '../quoter/SubStep'
import { UploadArtworkStep } from '../quoter/UploadArtworkStep'
import { CustomShapeHelp } from './CustomShapeHelp'

const listed = cartonSubstrates.filter((s) => s.listed)

/** The carton quoter's steps (docs/product.md section 2), with Quantity after the size. */
export const CartonQuoter = memo(function CartonQuoter({ order }: { order: Order }) {
  const steps = useSteps()
  const custom = order.shape_id === SHAPE.customCarton
  let n = useMaterialLaminateStepCount()
  return (
    <div className="steps">
      <MaterialLaminateSteps order={order} materials={listed} withTabs={false} />
      <ShapeStep
        order={order}
        number={++n}
        carton
        lockedHint="Choose a material and laminate first."
      />
      {custom ? (
        <Step number={++n} id="step-custom" title="Custom Shape">
          <CustomShapeHelp order={order} />
        </Step>
      ) : null}
      <SizeStep order={order} number={++n} carton lockedHint="Choose a carton style first." />
      <QuantityStep order={order} number={++n} lockedHint="Enter length, width and depth first." />
      <UploadArtworkStep
        order={order}
        number={++n}
        lockedHint="Enter length, width and depth first."
        forceLater={order.is_blank}
      />
      {steps.artwork ? (
        <>
          <SubStep id="options" title="Additional Options">
            <AdditionalOptions order={order} />
          </SubStep>
          <SubStep id="notes" title="Additional Order Notes">
            <NotesField order={order} />
          </SubStep>
        </>
      ) : null}
    </div>
  )
})
