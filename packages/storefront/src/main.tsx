import './app/preload-page'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './styles/base.css'
import './styles/components.css'
import './styles/site.css'

const root = document.getElementById('root')
// The first render is a transition: React renders the page in short slices (no long task
// blocking the first input) and paints it as soon as it is complete.
if (root !== null)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
