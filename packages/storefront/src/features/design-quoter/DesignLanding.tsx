import {
  designBriefChanged,
  designNext,
  designTypes,
  designTypeSelected,
  LOGO_FILE_NAMES,
  PRODUCT_TYPE,
  MIN_ARTWORK_PPI,
  type Order,
} from '@diecut/quote-core'
import { useDispatch, useOrderIssues } from '@diecut/quote-react'
import { Tabs } from '../../components/Tabs'
import { OptionCard } from '../quoter/OptionCard'
import { CartonArt, LabelRollArt } from '../site/pages/ProductArt'

const TYPE_TEXT: Record<number, string> = {
  1: 'Small changes to print-ready files: text, colours, sizes.',
  2: 'Rebuild low-resolution or uneditable artwork as clean vectors.',
  3: 'A new design from your brief, style and colours.',
}

/** The design quoter's landing: headline, product tabs, the three services, Start Your Quote. */
export const DesignLanding = ({ order, onStart }: { order: Order; onStart: () => void }) => {
  const dispatch = useDispatch()
  const issues = useOrderIssues()
  const details = order.graphic_design_order_details
  const product = details?.design_product_type_id === PRODUCT_TYPE.carton ? 'cartons' : 'labels'
  const next = designNext('landing', order, issues.all)
  return (
    <div className="design-landing">
      <section className="design-hero">
        <div>
          <p className="eyebrow">Graphic Design</p>
          <h1>Get an Instant Design Quote Online</h1>
          <p className="lead">
            Fixed prices for label and carton artwork, by designers who know how it prints.
          </p>
          <a
            href="#get-started"
            className="btn btn-primary btn-lg"
            onClick={(e) => {
              e.preventDefault()
              document.getElementById('get-started')?.scrollIntoView({ behavior: 'smooth' })
              history.replaceState(null, '', '#get-started')
            }}
          >
            Get Started
          </a>
        </div>
      </section>
      <div className="design-prep">
        <div className="card">
          <h2>Before you start, prepare</h2>
          <ul className="check-list small">
            <li>Your final artwork dimensions.</li>
            <li>
              A vector or high-resolution logo ({LOGO_FILE_NAMES}). Logos under {MIN_ARTWORK_PPI}{' '}
              ppi are recreated; we do not create logos or brand identities.
            </li>
            <li>The material you will print on.</li>
            <li>Regulatory information for your industry.</li>
          </ul>
        </div>
        <div className="card">
          <h2>Extra charges may apply</h2>
          <ul className="check-list small">
            <li>Files that are uneditable or low resolution.</li>
            <li>Edits requested after delivery.</li>
            <li>A font licence that must be bought.</li>
            <li>A dieline for a custom shape.</li>
          </ul>
        </div>
      </div>
      <section id="get-started" className="card design-choice" aria-labelledby="choice-title">
        <h2 id="choice-title">What do you need designed?</h2>
        <Tabs
          items={[
            { key: 'labels', label: 'Labels' },
            { key: 'cartons', label: 'Folding Carton' },
          ]}
          selected={product}
          onSelect={(k) =>
            dispatch(designBriefChanged({ design_product_type_id: k === 'cartons' ? 2 : 1 }))
          }
          label="Design product"
          idPrefix="design-product"
        />
        <div
          className="design-choice-body"
          role="tabpanel"
          id="design-product-panel"
          aria-labelledby={`design-product-tab-${product}`}
        >
          <div className="design-art">
            {product === 'cartons' ? <CartonArt /> : <LabelRollArt />}
          </div>
          <div className="stack-sm" role="radiogroup" aria-label="Design service">
            {designTypes.map((t) => (
              <OptionCard
                key={t.id}
                name="design-type"
                value={t.id}
                checked={details?.design_type_id === t.id}
                onSelect={() => dispatch(designTypeSelected({ designTypeId: t.id as 1 | 2 | 3 }))}
                title={t.label}
                description={TYPE_TEXT[t.id]}
              />
            ))}
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={!next.enabled}
              onClick={onStart}
            >
              {next.label}
            </button>
          </div>
        </div>
      </section>
    </div>
  )
}
