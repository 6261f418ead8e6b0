import { PRODUCT_TYPE, productTypes } from '@diecut/quote-core'
import { Link } from '../../app/router'
import { Icon } from '../../components/Icon'

const paths: Record<number, string> = {
  [PRODUCT_TYPE.label]: '/orders/custom-labels',
  [PRODUCT_TYPE.carton]: '/orders/custom-cartons',
  [PRODUCT_TYPE.design]: '/orders/custom-design',
}

/** Labels, Cartons or Design; Design opens the design quoter in a new tab (SPEC.md section 2). */
export const ProductTypePicker = ({ current }: { current: 1 | 2 }) => (
  <nav className="type-picker" aria-label="Product type">
    {productTypes.map((t) => {
      const design = t.id === PRODUCT_TYPE.design
      return (
        <Link
          key={t.id}
          to={paths[t.id] ?? '/'}
          className={`type-tab${t.id === current ? ' is-current' : ''}`}
          aria-current={t.id === current ? 'page' : undefined}
          target={design ? '_blank' : undefined}
          rel={design ? 'noopener' : undefined}
        >
          {t.label}
          {design ? (
            <>
              <Icon name="external" size={14} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </>
          ) : null}
        </Link>
      )
    })}
  </nav>
)
