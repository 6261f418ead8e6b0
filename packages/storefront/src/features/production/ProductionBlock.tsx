import { PRODUCT_TYPE, productionRows, type ProductionSpec } from '@diecut/quote-core'
import { UnwindPreview } from '../order-summary/UnwindPreview'
import { SpecRows } from './SpecRows'
import '../../styles/production.css'

/**
 * A placed line's production facts as a press operator reads them at a glance: every fact
 * section by section, the unwind drawn as the quoter's unwind preview draws it.
 */
export const ProductionBlock = ({ spec, job }: { spec: ProductionSpec; job: string }) => (
  <div className="production-block" data-testid={`production-${job}`}>
    <p className="production-job">
      Job <strong>{job}</strong>
    </p>
    <div className="production-grid">
      <SpecRows rows={productionRows(spec)} />
      {spec.unwind === null ? null : (
        <UnwindPreview
          order={{
            product_type_id: PRODUCT_TYPE.label,
            roll_direction_id: spec.unwind.position,
            width: spec.width,
            length: spec.length,
            is_roll_direction_locked: spec.unwind.locked,
          }}
          artwork={null}
        />
      )}
    </div>
  </div>
)
