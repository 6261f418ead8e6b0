import './app/preload-page'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { prerendered } from './app/prerendered'
import './styles/base.css'
import './styles/components.css'
import './styles/site.css'

const root = document.getElementById('root')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// A page rendered at build time is hydrated: its HTML is already on screen, React attaches to
// it (the page's own part once its code has loaded). Otherwise the first render builds it.
// Either way the work is a transition: React does it in short slices (no long task blocking
// the first input; an input during hydration hydrates its part at once).
if (root !== null) {
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else startTransition(() => createRoot(root).render(app))
}
