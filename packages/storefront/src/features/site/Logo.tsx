import { Link } from '../../app/router'
import { Drawing } from '../../components/Drawing'

/** The outline of the "d", drawn as a dashed die-cut line. */
const letterD = 'M9 8.5h7a7.5 7.5 0 0 1 0 15H9z'

/** The diecut wordmark: a die-cut "d" drawn inline. */
export const Logo = () => (
  <Link to="/" className="logo" aria-label="diecut home">
    <Drawing box={[32, 32]} width="30" height="30" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <path d={letterD} fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="4 2.2" />
    </Drawing>
    <span>diecut</span>
  </Link>
)
