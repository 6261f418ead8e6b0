import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'

/** Renders the app's HTML at a page path, as a first-time visitor sees it before any answer. */
export type RenderPage = (config: ResolvedConfig, pagePath: string) => Promise<string>

/**
 * The app rendered in Node at build time: an SSR build of `entry` (which exports
 * `prerenderPage(path)`), made once per build the first time a page is asked for and shared by
 * the plugins that write pages' HTML. `plugin` removes the SSR build once the bundle is written.
 */
export const buildTimeRenderer = (entry: string): { render: RenderPage; plugin: Plugin } => {
  let loaded: Promise<(pagePath: string) => Promise<string>> | null = null
  let outDir: string | null = null
  const load = async (config: ResolvedConfig) => {
    // The SSR build goes beside the dependencies so that Node resolves react and the rest.
    const dir = path.join(config.root, 'node_modules', '.cache', 'diecut-prerender')
    outDir = dir
    await build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: entry,
        outDir: dir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    })
    const mod = (await import(pathToFileURL(path.join(dir, 'prerender.mjs')).href)) as {
      prerenderPage: (pagePath: string) => Promise<string>
    }
    return mod.prerenderPage
  }
  const dispose = async () => {
    loaded = null
    if (outDir !== null) await rm(outDir, { recursive: true, force: true })
    outDir = null
  }
  return {
    render: async (config, pagePath) => {
      loaded ??= load(config)
      return (await loaded)(pagePath)
    },
    plugin: {
      name: 'diecut-build-time-render',
      apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true,
      closeBundle: dispose,
      buildEnd: async (error) => {
        if (error !== undefined) await dispose()
      },
    },
  }
}
