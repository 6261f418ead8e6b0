import type { Order } from '@diecut/quote-core'
import { DataAndColorOptions } from './DataAndColorOptions'
import { FinishOptions } from './FinishOptions'
import { InkChoice } from './InkChoice'
import { ProofAndSpeed } from './ProofAndSpeed'

/** Additional Options: every option of docs/product.md section 5 for this product, reasons included. */
export const AdditionalOptions = ({ order }: { order: Order }) => (
  <div className="stack options-panel">
    <InkChoice order={order} />
    <div className="option-list">
      <FinishOptions order={order} />
      <DataAndColorOptions order={order} />
    </div>
    <ProofAndSpeed order={order} />
  </div>
)
