import type { Order } from '@diecut/quote-core'
import { ArtworkStep } from './late-sections'
import { RevealedStep } from './RevealedStep'

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
  return (
    <RevealedStep
      step="artwork"
      number={number}
      id="step-artwork"
      title="Upload Artwork"
      lockedHint={lockedHint}
    >
      <ArtworkStep order={order} forceLater={forceLater} />
    </RevealedStep>
  )
}
