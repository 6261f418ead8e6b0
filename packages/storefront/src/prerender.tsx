import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from './app/App'

/**
 * The HTML of a public page as a first-time visitor sees it before any answer from the server
 * (no user, no cart, a fresh quote), rendered at build time with every lazy page loaded. The
 * browser hydrates it (main.tsx); whatever belongs to the visitor renders after that.
 */
export const prerenderPage = async (pathname: string): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={pathname}>
        <App />
      </Router>
    </StrictMode>,
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
