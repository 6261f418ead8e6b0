import type { DOMPurify } from 'dompurify'
import type { JSDOM } from 'jsdom'

const SVG_NS = 'http://www.w3.org/2000/svg'

type Sanitizer = {
  readonly window: JSDOM['window']
  readonly purify: DOMPurify
}

/**
 * A reference inside an SVG may only point into the file itself (`#id`); an `<image>` may
 * also embed a raster picture as a data: URI. Anything else would load a resource from
 * elsewhere (a tracking pixel, another SVG through `<use>`, a stylesheet).
 */
const isLocalReference = (value: string): boolean => /^#[^\s]*$/.test(value.trim())
const isEmbeddedPicture = (value: string): boolean =>
  /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i.test(value.trim())

/** CSS (a style attribute, a <style> element, a paint attribute) may only use url(#id). */
const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi
const hasForeignUrl = (css: string): boolean =>
  /@import|expression\s*\(|\\/i.test(css) ||
  [...css.matchAll(URL_FUNCTION)].some((m) => !isLocalReference(m[2] ?? ''))

let sanitizer: Promise<Sanitizer> | null = null

/** jsdom is loaded on the first SVG, not when the server starts. */
const sanitizerOf = (): Promise<Sanitizer> => (sanitizer ??= createSanitizer())

const createSanitizer = async (): Promise<Sanitizer> => {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ])
  const { window } = new JSDOM('')
  const purify = createDOMPurify(window as never)
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase()
    if (name === 'href' || name === 'xlink:href') {
      const ok =
        isLocalReference(data.attrValue) ||
        (node.nodeName.toLowerCase() === 'image' && isEmbeddedPicture(data.attrValue))
      if (!ok) data.keepAttr = false
      return
    }
    if (data.attrValue.toLowerCase().includes('url') && hasForeignUrl(data.attrValue))
      data.keepAttr = false
  })
  purify.addHook('uponSanitizeElement', (node, data) => {
    // A prefixed <svg:script> is removed as an unknown element, which would keep its text.
    const local = (node as { localName?: string }).localName
    if (local === 'script' || (data.tagName === 'style' && hasForeignUrl(node.textContent ?? '')))
      node.textContent = ''
  })
  return { window, purify }
}

/**
 * A cleaned copy of an SVG document, or null when the text is not a well-formed SVG.
 *
 * The text is parsed as XML (as a browser reads an .svg file), then DOMPurify walks the
 * tree with its SVG allowlist: anything not on it goes (script in any namespace prefix,
 * event handlers, foreignObject, javascript:/data: links however they are encoded), and
 * references must stay inside the file. Only the root element is written back, so
 * processing instructions (xml-stylesheet) and the doctype (entity declarations) are gone.
 */
export const sanitizeSvg = async (svg: string): Promise<string | null> => {
  const { window, purify } = await sanitizerOf()
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml')
  const root = doc.documentElement
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg' || root.prefix !== null) return null
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its reference is local (the attribute hook above); links are not artwork.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['a'],
  })
  if (doc.documentElement !== root) return null
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}\n`
}
