import {
  EXPEDITE_DAYS,
  flatPrintedProofAvailability,
  flatPrintedProofToggled,
  PROCESSING,
  PRODUCT_TYPE,
  printedProofOnlyAvailability,
  printedProofOnlyToggled,
  processingSelected,
  proofTypes,
  proofTypeSelected,
  type Order,
} from '@diecut/quote-core'
import { useDispatch } from '@diecut/quote-react'
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

const daysText = (d: number) => (d === 0 ? 'Same day' : d === 1 ? 'Next day' : `${d} business days`)

/** Proof type, Printed Proof Only, flat printed proof (cartons) and processing speed. */
export const ProofAndSpeed = ({ order }: { order: Order }) => {
  const dispatch = useDispatch()
  const carton = order.product_type_id === PRODUCT_TYPE.carton
  const product = carton ? PRODUCT_TYPE.carton : PRODUCT_TYPE.label
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
          className={EXPEDITE_DAYS[product].length > 2 ? 'card-grid-4' : 'card-grid-3'}
          role="radiogroup"
          aria-label="Processing"
        >
          <OptionCard
            name="processing"
            value="standard"
            checked={order.processing_id === PROCESSING.standard}
            onSelect={() => dispatch(processingSelected({ processingId: PROCESSING.standard }))}
            title="Standard"
            description="Our regular schedule."
            compact
          />
          {EXPEDITE_DAYS[product].map((d) => (
            <OptionCard
              key={d}
              name="processing"
              value={`expedited-${d}`}
              checked={order.processing_id === PROCESSING.expedited && order.delay_expedite === d}
              onSelect={() =>
                dispatch(
                  processingSelected({ processingId: PROCESSING.expedited, expediteDays: d }),
                )
              }
              title={`Expedited: ${daysText(d)}`}
              description="Order by 10am ET. Fee varies by day."
              compact
            />
          ))}
        </div>
      </fieldset>
    </>
  )
}
