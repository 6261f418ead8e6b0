// The start of a page rendered at build time (vite-prerender.ts writes it into the page's head,
// deferred, with data-entry: the app's entry script; data-preload: the modules it imports
// first). The page shows from its HTML alone, so its code is asked for once that first screen
// is painted: until then the HTML and its images have the connection to themselves.
;(() => {
  const self = document.currentScript
  const entry = self?.dataset.entry
  if (entry === undefined) return
  const preload = (self.dataset.preload ?? '').split(' ').filter((href) => href !== '')
  const start = () => {
    // One insertion for them all: the head changes once, not once per tag.
    const tags = document.createDocumentFragment()
    for (const href of preload) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      tags.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    tags.append(script)
    document.head.append(tags)
  }
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    start()
  }
  // A frame callback runs just before the first frame is painted; a task queued from it runs
  // once that frame is out. A page opened in a background tab paints nothing until it is
  // shown: it loads at once, to be ready then. This script runs once the page is parsed and
  // its stylesheets are in, so its first frame is due: a window the browser draws no frames
  // for (some report themselves visible) starts a second later all the same.
  if (document.visibilityState === 'hidden') startOnce()
  else {
    requestAnimationFrame(() => setTimeout(startOnce, 0))
    setTimeout(startOnce, 1000)
  }
})()
