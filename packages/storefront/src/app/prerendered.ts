/**
 * Whether this page load started from HTML rendered at build time (see prerender.tsx), which
 * the first render must reproduce to hydrate it: true on the server, and in the browser when
 * the root arrived filled. Read once, before the app renders.
 */
export const prerendered: boolean =
  typeof document === 'undefined' || (document.getElementById('root')?.hasChildNodes() ?? false)
