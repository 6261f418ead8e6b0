import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { staticChunkFiles, staticChunks } from './vite-chunks.ts'
import { pageStartFile, pageStartTag, withoutScripts } from './vite-page-start.ts'
import type { RenderPage } from './vite-render.ts'

/** A public page rendered at build time, and the module its route loads lazily. */
export type PrerenderedPage = { readonly path: string; readonly module: string }

/** Where the HTML of a prerendered page is written in the build, e.g. `pages/orders/custom-labels.html`. */
export const prerenderedFile = (pagePath: string): string =>
  `pages/${pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '')}.html`

const ROOT_TAG = '<div id="root"></div>'

/**
 * The type of a stylesheet link that only lists styles the page carries: not CSS, so a browser
 * does not fetch it.
 */
const LISTED_ONLY = 'text/x-inlined'

/** The id of an empty element written after a prerendered page, which its first frame awaits. */
const PAGE_END = 'page-end'

/** A stylesheet link the build wrote into index.html's head, with its line's indent. */
const SHELL_STYLESHEET = /\n[ \t]*<link rel="stylesheet"[^>]*>/g

/**
 * Where the build lists, for each prerendered page, the Content-Security-Policy sources of the
 * styles written into its HTML (`{ "/orders/custom-labels": ["'sha256-...'", ...] }`): the
 * server allows exactly those on that page.
 */
const INLINE_STYLES_FILE = 'pages/inline-styles.json'

/** A stylesheet written into the page, and the CSP source that allows exactly that text. */
const inlineStyle = (fileName: string, css: string) => {
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${fileName} contains </style>`)
  return {
    element: `<style>${css}</style>`,
    source: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  }
}

/**
 * Renders each page of `pages` at build time (`render`) into the built index.html, with its styles written in and its scripts
 * (the page's own among them) asked for once it is painted: the browser paints it from the HTML
 * alone. The server answers those paths with these files (and allows their styles by the hashes
 * in INLINE_STYLES_FILE); every other route keeps the empty index.html and its linked
 * stylesheets.
 */
export const prerender = (options: {
  readonly render: RenderPage
  readonly pages: readonly PrerenderedPage[]
}): Plugin => {
  let config: ResolvedConfig
  return {
    name: 'diecut-prerender',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    async generateBundle(_, bundle) {
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') throw new Error('prerender: the build has no index.html')
      const template = String(shell.source)
      if (!template.includes(ROOT_TAG)) throw new Error(`prerender: no ${ROOT_TAG} in index.html`)
      const shellStyles = [...template.matchAll(SHELL_STYLESHEET)].map((m) => {
        const href = /href="([^"]+)"/.exec(m[0])?.[1]
        if (href === undefined || !href.startsWith(config.base))
          throw new Error(`prerender: no stylesheet of the build in ${m[0].trim()}`)
        return href.slice(config.base.length)
      })
      // What the page asks for once painted, so the template keeps neither its entry script nor
      // its preloads.
      const {
        html: bare,
        entry,
        preloads: shellPreloads,
      } = withoutScripts(template.replace(SHELL_STYLESHEET, ''))
      const start = await pageStartFile(this, bundle, config.root)
      const inShell = new Set(
        Object.values(bundle).flatMap((c) =>
          c.type === 'chunk' && c.isEntry ? staticChunkFiles(bundle, c) : [],
        ),
      )
      const cssInShell = new Set(
        [...inShell].flatMap((f) => {
          const c = bundle[f]
          return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : []
        }),
      )

      const sources: Record<string, readonly string[]> = {}
      for (const page of options.pages) {
        const id = path.resolve(config.root, page.module)
        const chunk = Object.values(bundle).find(
          (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.facadeModuleId === id,
        )
        if (chunk === undefined) throw new Error(`prerender: no chunk for ${page.module}`)
        const chunks = staticChunks(bundle, chunk).filter((c) => !inShell.has(c.fileName))
        const css = [...new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))]
        const href = (f: string) => `${config.base}${f}`
        // The page paints from its HTML alone: its stylesheets are written into it (on a slow
        // network a linked stylesheet is another round trip before anything shows). Each
        // stays listed as a link the browser neither fetches nor applies: the app's loader
        // sees the styles are there and does not add them again when a route asks for them.
        // `disabled` alone is not enough: some Chromium releases fetch a disabled stylesheet
        // anyway; none fetches one whose type is not CSS.
        const stylesheets = [...shellStyles, ...css.filter((f) => !cssInShell.has(f))]
        const styles = stylesheets.map((f) => {
          const asset = bundle[f]
          if (asset?.type !== 'asset') throw new Error(`prerender: no stylesheet ${f}`)
          const text =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          return inlineStyle(f, text)
        })
        sources[page.path] = styles.map((x) => x.source)
        // The first frame waits until the whole page is parsed, up to an empty mark after it
        // (a browser stops waiting as soon as the element it expects is there, so not #root
        // itself): one that paints while the HTML is still arriving shows a header or a menu
        // whose children are half there, and they grow (the page moves) with the rest.
        const head = [
          `<link rel="expect" href="#${PAGE_END}" blocking="render">`,
          ...styles.map((x) => x.element),
          ...stylesheets.map(
            (f) => `<link rel="stylesheet" href="${href(f)}" type="${LISTED_ONLY}" disabled>`,
          ),
        ]
        // Its scripts are asked for once the first screen is painted (page-start.js): they
        // would otherwise share a slow connection with the HTML that screen is made of.
        const preloads = [...shellPreloads, ...chunks.map((c) => href(c.fileName))]
        head.push(pageStartTag(href(start), entry, preloads))
        const html = await options.render(config, page.path)
        this.emitFile({
          type: 'asset',
          fileName: prerenderedFile(page.path),
          source: bare
            .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
            .replace(
              ROOT_TAG,
              () => `<div id="root">${html}</div><template id="${PAGE_END}"></template>`,
            ),
        })
      }
      this.emitFile({
        type: 'asset',
        fileName: INLINE_STYLES_FILE,
        source: `${JSON.stringify(sources, null, 2)}\n`,
      })
    },
  }
}
