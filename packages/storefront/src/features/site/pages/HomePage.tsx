import { useEffect } from 'react'
import { Link } from '../../../app/router'
import { ActionLinks } from '../../../components/ActionLinks'
import { Icon } from '../../../components/Icon'
import { TitledSection } from '../../../components/TitledSection'
import { CartonArt, DesignArt, LabelRollArt } from './ProductArt'

const products = [
  {
    title: 'Custom Labels',
    text: 'Roll labels on 13 materials, any shape and size, from 50 pieces.',
    to: '/orders/custom-labels',
    more: '/labels',
    Art: LabelRollArt,
  },
  {
    title: 'Folding Cartons',
    text: 'Straight tuck and auto lock boxes, printed and laminated.',
    to: '/orders/custom-cartons',
    more: '/cartons',
    Art: CartonArt,
  },
  {
    title: 'Graphic Design',
    text: 'Edits, recreation or a new design, at a fixed price.',
    to: '/orders/custom-design',
    more: '/design',
    Art: DesignArt,
    newTab: true,
  },
]

const steps = [
  ['Configure', 'Choose material, shape, size and quantity. The price updates as you go.'],
  ['Upload', 'Add your artwork now or later. We check every file by hand.'],
  ['Approve', 'Approve a free digital proof before anything is printed.'],
  ['Receive', 'Production starts right away and ships on the date we quote.'],
] as const

/** The home page: products, how ordering works, why customers trust us. */
export const HomePage = () => {
  useEffect(() => {
    document.title = 'diecut · Custom Labels, Cartons & Design'
  }, [])
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero-inner">
          <div>
            <p className="eyebrow">Custom printing, instantly quoted</p>
            <h1>Labels and boxes your customers remember</h1>
            <p className="lead">
              Pick a material, a shape and a quantity: you see the exact price and ship date before
              you upload a thing.
            </p>
            <ActionLinks
              large
              primary={{ to: '/orders/custom-labels', label: 'Quote Custom Labels' }}
              secondary={{ to: '/orders/custom-cartons', label: 'Quote Cartons' }}
            />
            <ul className="trust-row">
              <li>
                <Icon name="shield" size={18} /> Free digital proof
              </li>
              <li>
                <Icon name="truck" size={18} /> Ships in 3–5 business days
              </li>
              <li>
                <Icon name="star" size={18} /> 400+ stock dies
              </li>
            </ul>
          </div>
          <div className="home-hero-art">
            <LabelRollArt />
          </div>
        </div>
      </section>
      <TitledSection
        className="container home-section"
        headingId="products-heading"
        title="What we print"
      >
        <ul className="product-cards">
          {products.map(({ title, text, to, more, Art, newTab }) => (
            <li key={to} className="product-card">
              <Art />
              <h3>{title}</h3>
              <p className="muted">{text}</p>
              <div className="product-card-actions">
                <Link
                  to={to}
                  className="btn btn-primary btn-sm"
                  target={newTab ? '_blank' : undefined}
                  rel={newTab ? 'noopener' : undefined}
                >
                  Get a Price
                </Link>
                <Link to={more} className="btn btn-ghost btn-sm">
                  Learn more<span className="visually-hidden"> about {title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        className="container home-section"
        headingId="how-heading"
        title="How ordering works"
      >
        <ol className="steps-row">
          {steps.map(([t, d], i) => (
            <li key={t}>
              <span className="step-num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t}</h3>
              <p className="muted small">{d}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
    </div>
  )
}
