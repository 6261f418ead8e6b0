import './app/decode-answers-off-thread'
import './app/preload-page'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { preloadsOf } from './app/page-loaders'
import { loadingScreen, prerendered } from './app/prerendered'
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
// it (the page's own part once its code has loaded). Otherwise the first render builds it; a
// page that arrived showing its loading screen keeps it until the page's code is there, so
// that the first render draws the same screen (or the page itself) in its place, never an
// empty page in between. Either way the work is a transition: React does it in short slices
// (no long task blocking the first input; an input during hydration hydrates its part at once).
const render = (container: HTMLElement) => startTransition(() => createRoot(container).render(app))
if (root !== null) {
  if (prerendered) startTransition(() => void hydrateRoot(root, app))
  else if (loadingScreen)
    void Promise.allSettled(preloadsOf(window.location.pathname).load.map((l) => l())).then(() =>
      render(root),
    )
  else render(root)
}
