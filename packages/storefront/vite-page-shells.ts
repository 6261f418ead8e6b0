import path from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { staticChunkFiles } from './vite-chunks.ts'

/** An address pattern and the source modules (relative to the package) of its pages' code. */
export type PageShell = { readonly path: RegExp; readonly modules: readonly string[] }

/** Where the build writes the shells, and the list of which address answers which. */
export const SHELLS_DIR = 'page-shells'
export const SHELLS_FILE = `${SHELLS_DIR}/shells.json`

/**
 * The HTML of each page that is not rendered at build time: the built index.html with the
 * page's own chunks preloaded and its stylesheets linked, so the browser fetches them beside the entry rather than once
 * the entry has run and asked for them. Written to `page-shells/<n>.html`, with
 * `page-shells/shells.json` listing each address pattern (a regular expression's source, first
 * match wins) and its file; the server answers a page route with the first that matches.
 */
export const pageShells = (shells: readonly PageShell[]): Plugin => {
  let root = ''
  let base = '/'
  return {
    name: 'diecut-page-shells',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
    enforce: 'post',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    generateBundle(_, bundle) {
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') throw new Error('page-shells: the build has no index.html')
      const template = String(shell.source)
      if (!template.includes('</head>')) throw new Error('page-shells: no </head> in index.html')
      const chunks = Object.values(bundle).filter(
        (c): c is Rollup.OutputChunk => c.type === 'chunk',
      )
      // What the entry loads, and what index.html links already.
      const linked = [...template.matchAll(/href="([^"]+)"/g)].map((m) => m[1]?.slice(base.length))
      const initial = new Set([
        ...chunks.filter((c) => c.isEntry).flatMap((c) => staticChunkFiles(bundle, c)),
        ...linked,
      ])
      const list = shells.map((s, i) => {
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
        const links = [
          ...[...new Set(css)]
            .filter((f) => !initial.has(f))
            .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
          ...[...new Set(files)].map(
            (f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`,
          ),
        ]
        const file = `${i}.html`
        this.emitFile({
          type: 'asset',
          fileName: `${SHELLS_DIR}/${file}`,
          source: template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`),
        })
        return { path: s.path.source, file }
      })
      this.emitFile({
        type: 'asset',
        fileName: SHELLS_FILE,
        source: `${JSON.stringify(list, null, 2)}\n`,
      })
    },
  }
}
