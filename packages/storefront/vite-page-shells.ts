import path from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { staticChunkFiles } from './vite-chunks.ts'
import { LOADING_SCREEN } from './src/app/page-paths.ts'
import { pageStartFile, pageStartTag, withoutScripts } from './vite-page-start.ts'
import type { RenderPage } from './vite-render.ts'

/**
 * An address pattern, the source modules (relative to the package) of its pages' code and, for
 * a page whose first screen waits for the server, an address of it rendered at build time as
 * that screen looks while the answers load (null: the page is drawn in the browser only).
 */
export type PageShell = {
  readonly path: RegExp
  readonly modules: readonly string[]
  readonly loading: string | null
}

const ROOT_TAG = '<div id="root"></div>'

/** Tags added at the end of a page's head, one per line. */
const withHead = (tags: readonly string[]) => `  ${tags.join('\n    ')}\n  </head>`

/** Where the build writes the shells, and the list of which address answers which. */
export const SHELLS_DIR = 'page-shells'
export const SHELLS_FILE = `${SHELLS_DIR}/shells.json`

/**
 * The HTML of each page that is not rendered at build time: the built index.html with the
 * page's own chunks preloaded and its stylesheets linked, so the browser fetches them beside the
 * entry rather than once the entry has run and asked for them; or, where the page has one, its
 * loading screen (`render`), which the browser paints from the HTML and the stylesheets alone
 * (the header and the page's heading, before any script has arrived), with its scripts asked for
 * once it is painted, and which the app's first render replaces. Written to `page-shells/<n>.html`, with
 * `page-shells/shells.json` listing each address pattern (a regular expression's source, first
 * match wins) and its file; the server answers a page route with the first that matches.
 */
export const pageShells = (shells: readonly PageShell[], render: RenderPage): Plugin => {
  let config: ResolvedConfig
  return {
    name: 'diecut-page-shells',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    async generateBundle(_, bundle) {
      const { root, base } = config
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') throw new Error('page-shells: the build has no index.html')
      const template = String(shell.source)
      if (!template.includes('</head>')) throw new Error('page-shells: no </head> in index.html')
      if (!template.includes(ROOT_TAG)) throw new Error(`page-shells: no ${ROOT_TAG} in index.html`)
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      )
      // What the entry loads, and what index.html links already.
      const linked = [...template.matchAll(/href="([^"]+)"/g)].map((m) => m[1]?.slice(base.length))
      const initial = new Set([
        ...chunks.filter((c) => c.isEntry).flatMap((c) => staticChunkFiles(bundle, c)),
        ...linked,
      ])
      const list = []
      for (const [i, s] of shells.entries()) {
        const files = s.modules.flatMap((m) => {
          const id = path.resolve(root, m)
          const chunk = chunks.find((c) => c.facadeModuleId === id)
          if (chunk === undefined) throw new Error(`page-shells: no chunk for ${m}`)
          return staticChunkFiles(bundle, chunk).filter((f) => !initial.has(f))
        })
        // The page's stylesheets are linked too: the page waits for them before it renders.
        const css = files.flatMap((f) => {
          const c = bundle[f]
          return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : []
        })
        const stylesheets = [...new Set(css)]
          .filter((f) => !initial.has(f))
          .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
        const modules = [...new Set(files)].map((f) => `${base}${f}`)
        let source: string
        if (s.loading === null) {
          const preloads = modules.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
          source = template.replace('</head>', () => withHead([...stylesheets, ...preloads]))
        } else {
          // The loading screen paints from the HTML and its stylesheets alone; its scripts are
          // asked for once it is painted (page-start.js), as on a page rendered at build time,
          // rather than sharing a slow connection with them.
          const { html, entry, preloads } = withoutScripts(template)
          const start = pageStartTag(`${base}${await pageStartFile(this, bundle, root)}`, entry, [
            ...preloads,
            ...modules,
          ])
          const loading = await render(config, s.loading)
          source = html
            .replace('</head>', () => withHead([...stylesheets, start]))
            .replace(ROOT_TAG, () => `<div id="root" ${LOADING_SCREEN}>${loading}</div>`)
        }
        const file = `${i}.html`
        this.emitFile({ type: 'asset', fileName: `${SHELLS_DIR}/${file}`, source })
        list.push({ path: s.path.source, file })
      }
      this.emitFile({
        type: 'asset',
        fileName: SHELLS_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      })
    },
  }
}
