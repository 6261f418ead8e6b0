import type { Order } from '@diecut/quote-core'
import { useCompletedSteps, useSteps } from '@diecut/quote-react'
import { ArtworkStep } from './late-sections'
import { Step } from './Step'

/** Upload Artwork of the label and carton quoters, locked and ticked as quote-core decides. */
export const UploadArtworkStep = ({
  order,
  number,
  lockedHint,
  forceLater,
}: {
  order: Order
  number: number
  lockedHint: string
  /** Blank cartons: artwork comes later or never. */
  forceLater?: boolean
}) => {
  const steps = useSteps()
  const done = useCompletedSteps()
  return (
    <Step
      number={number}
      id="step-artwork"
      title="Upload Artwork"
      enabled={steps.artwork}
      lockedHint={lockedHint}
      complete={done.artwork}
    >
      <ArtworkStep order={order} forceLater={forceLater} />
    </Step>
  )
}
