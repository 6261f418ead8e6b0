import path from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { staticChunkFiles } from './vite-chunks.ts'

/**
 * Modules loaded on demand one after another, each evaluated in a task of its own (the
 * answers' decoders: Effect a part at a time), fetched together: the first of them to be
 * loaded preloads the chunks of them all, in parallel, rather than each waiting for the one
 * before to arrive and run. The browser still runs each as it is imported.
 *
 * `plugin` finds their chunks in the finished bundle; `resolveDependencies` is the build's
 * `modulePreload.resolveDependencies`: for a dynamic import of any of those chunks it adds the
 * rest.
 */
export const loadTogether = (root: string, modules: readonly string[]) => {
  let group = new Set<string>()
  const plugin: Plugin = {
    name: 'diecut-load-together',
    apply: 'build',
    generateBundle: {
      // Before the build writes each dynamic import's preload list.
      order: 'pre',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        )
        // What the entry loads is there before any of them is asked for.
        const initial = new Set(
          chunks.filter((c) => c.isEntry).flatMap((c) => staticChunkFiles(bundle, c)),
        )
        group = new Set(
          modules.flatMap((m) => {
            const id = path.resolve(root, m)
            const chunk = chunks.find((c) => c.facadeModuleId === id)
            if (chunk === undefined) throw new Error(`load-together: no chunk for ${m}`)
            return staticChunkFiles(bundle, chunk).filter((f) => !initial.has(f))
          }),
        )
      },
    },
  }
  const resolveDependencies = (file: string, deps: string[]): string[] =>
    group.has(file) ? [...new Set([...deps, ...[...group].filter((f) => f !== file)])] : deps
  return { plugin, resolveDependencies }
}
