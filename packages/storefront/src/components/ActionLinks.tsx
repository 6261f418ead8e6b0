import { Link } from '../app/router'

type Action = { readonly to: string; readonly label: string }

/** A page's two ways on: the main one (primary button) and an alternative (secondary button). */
export const ActionLinks = ({
  primary,
  secondary,
  large = false,
}: {
  primary: Action
  secondary: Action
  large?: boolean
}) => {
  const size = large ? ' btn-lg' : ''
  return (
    <div className="hero-actions">
      <Link to={primary.to} className={`btn btn-primary${size}`}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={`btn btn-secondary${size}`}>
        {secondary.label}
      </Link>
    </div>
  )
}
