import {
  flatPrintedProofAvailability,
  flatPrintedProofToggled,
  PRODUCT_TYPE,
  printedProofOnlyAvailability,
  printedProofOnlyToggled,
  processingSelected,
  proofTypes,
  proofTypeSelected,
  type Order,
  type ProcessingChoice,
} from '@diecut/quote-core'
import { useDispatch, useProcessingChoices } from '@diecut/quote-react'
import { memo } from 'react'
import { OptionCard } from '../OptionCard'
import { OptionCardGroup, type CardGroup } from '../OptionCardGroup'
import { OptionSwitch } from './OptionSwitch'

const PROOF_TEXT: Record<string, string> = {
  'No Proof': 'Print as soon as the file checks out.',
  'Digital Proof': 'A PDF proof to approve. Free.',
  'Printed Proof': 'A physical sample first; adds a few days.',
}

const PROOF: CardGroup<number> = {
  label: 'Proof',
  name: 'proof',
  columns: 3,
  look: 'compact',
  choices: proofTypes.map((p) => ({
    value: p.id,
    title: p.label,
    description: PROOF_TEXT[p.label],
  })),
}

/** Proof type, Printed Proof Only, flat printed proof (cartons) and processing speed. */
export const ProofAndSpeed = ({ order }: { order: Order }) => (
  <ProofAndSpeedCards order={order} speeds={useProcessingChoices(order)} />
)

/**
 * The cards, rendered again only when the order shown or the fees change: a keystroke elsewhere
 * (the fees follow the store a render behind) leaves them alone in its own frame.
 */
const ProofAndSpeedCards = memo(function ProofAndSpeedCards({
  order,
  speeds,
}: {
  order: Order
  speeds: readonly ProcessingChoice[]
}) {
  const dispatch = useDispatch()
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  return (
    <>
      <OptionCardGroup
        group={PROOF}
        legend={{ text: 'Proof', className: 'option-group-title' }}
        selected={order.proof_type_id}
        onSelect={(proofTypeId) => dispatch(proofTypeSelected({ proofTypeId }))}
      />
      <OptionSwitch
        label="Printed Proof Only"
        checked={order.is_printed_proof_only}
        availability={printedProofOnlyAvailability(order)}
        onToggle={(on) => dispatch(printedProofOnlyToggled({ on }))}
        description="Just the proof, one piece per design, without the production run."
      />
      {carton ? (
        <OptionSwitch
          label="Flat Printed Proof"
          checked={order.is_flat_printed_proof === 1}
          availability={flatPrintedProofAvailability(order)}
          onToggle={(on) => dispatch(flatPrintedProofToggled({ on }))}
          description="An unfolded printed sample of the carton."
        />
      ) : null}
      <fieldset className="stack-sm">
        <legend className="option-group-title">Processing</legend>
        <div
          className={speeds.length > 3 ? 'card-grid-4' : 'card-grid-3'}
          role="radiogroup"
          aria-label="Processing"
        >
          {speeds.map((c) => (
            <OptionCard
              key={c.delay_expedite ?? 'standard'}
              name="processing"
              value={c.delay_expedite === null ? 'standard' : `expedited-${c.delay_expedite}`}
              checked={
                order.processing_id === c.processing_id &&
                (c.delay_expedite === null || order.delay_expedite === c.delay_expedite)
              }
              onSelect={() =>
                dispatch(
                  c.delay_expedite === null
                    ? processingSelected({ processingId: c.processing_id })
                    : processingSelected({
                        processingId: c.processing_id,
                        expediteDays: c.delay_expedite,
                      }),
                )
              }
              title={c.title}
              description={c.description}
              compact
            />
          ))}
        </div>
      </fieldset>
    </>
  )
})
