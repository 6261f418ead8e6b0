import { Link } from '../../../app/router'

/** An unknown address. */
export const NotFoundPage = () => (
  <div className="container narrow-page">
    <h1>We couldn't find that page</h1>
    <p className="muted">The address may have changed. These are good places to start:</p>
    <div className="hero-actions">
      <Link to="/orders/custom-labels" className="btn btn-primary">
        Quote Custom Labels
      </Link>
      <Link to="/" className="btn btn-secondary">
        Home
      </Link>
    </div>
  </div>
)
