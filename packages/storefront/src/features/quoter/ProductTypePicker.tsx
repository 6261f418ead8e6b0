import { PRODUCT_TYPE, productTypes } from '@diecut/quote-core'
import { Link } from '../../app/router'

const paths: Record<number, string> = {
  [PRODUCT_TYPE.label]: '/orders/custom-labels',
  [PRODUCT_TYPE.carton]: '/orders/custom-cartons',
  [PRODUCT_TYPE.design]: '/orders/custom-design',
}

/** Labels, Cartons or Design: each tab opens its quoter in place, in the same browser tab. */
export const ProductTypePicker = ({ current }: { current: 1 | 2 }) => (
  <nav className="type-picker" aria-label="Product type">
    {productTypes.map((t) => (
      <Link
        key={t.id}
        to={paths[t.id] ?? '/'}
        className={`type-tab${t.id === current ? ' is-current' : ''}`}
        aria-current={t.id === current ? 'page' : undefined}
      >
        {t.label}
      </Link>
    ))}
  </nav>
)
