import { Icon } from '../../components/Icon'

/**
 * "Download Invoice": the order's invoice PDF, offered only when the order has one (`href` from
 * usePlacedOrder or useAdminOrder, null otherwise). Shows nothing while it has none.
 */
export const InvoiceLink = ({ href }: { href: string | null }) =>
  href === null ? null : (
    <a className="btn btn-secondary btn-sm invoice-link" href={href} download>
      <Icon name="download" size={16} /> Download Invoice
    </a>
  )
