import { materialSelected, type Order, type Substrate } from '@diecut/quote-core'
import { useCompletedSteps, useDispatch, useSteps } from '@diecut/quote-react'
import { useCallback } from 'react'
import { LaminatePicker } from './LaminatePicker'
import { MaterialGrid } from './MaterialGrid'
import { moveOnFrom } from './move-on'
import { Step } from './Step'

/** How many steps `MaterialLaminateSteps` shows: the laminate step only when it is revealed. */
export const useMaterialLaminateStepCount = (): number => (useSteps().laminate ? 2 : 1)

/**
 * Steps 1 and 2 of both quoters (docs/product.md section 2): the material grid, then the laminate when
 * the material needs one.
 */
export const MaterialLaminateSteps = ({
  order,
  materials,
  withTabs,
}: {
  order: Order
  materials: readonly Substrate[]
  withTabs: boolean
}) => {
  const dispatch = useDispatch()
  const steps = useSteps()
  const done = useCompletedSteps()
  // A stable handler: the grid (a few hundred elements) renders again only when the material,
  // the list or the tabs change, not on every change of the quote (a quantity typed).
  const onSelect = useCallback(
    (substrateId: number) => {
      if (dispatch(materialSelected({ substrateId }))) moveOnFrom('step-material')
    },
    [dispatch],
  )
  return (
    <>
      <Step number={1} id="step-material" title="Choose a Material" complete={done.material}>
        <MaterialGrid
          materials={materials}
          selectedId={order.substrate_id}
          withTabs={withTabs}
          onSelect={onSelect}
        />
      </Step>
      {steps.laminate ? (
        <Step number={2} id="step-laminate" title="Laminate" complete={done.laminate}>
          <LaminatePicker order={order} />
        </Step>
      ) : null}
    </>
  )
}
