import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Rollup } from 'vite'

/** The app's entry script the build wrote into index.html's head, with its line's indent. */
const SHELL_ENTRY = /\n[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/

/** A module preload the build wrote into index.html's head, with its line's indent. */
const SHELL_PRELOAD = /\n[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The script that starts a page drawn from its HTML once its first screen is painted (beside
 * vite.config.ts): it adds the entry script and the preloads the page names.
 */
const PAGE_START = 'page-start.js'

/**
 * The built index.html without its entry script and module preloads, and what they were: a
 * page whose first screen is in its HTML asks for them through `pageStartTag` instead.
 */
export const withoutScripts = (
  template: string,
): { readonly html: string; readonly entry: string; readonly preloads: readonly string[] } => {
  const entry = SHELL_ENTRY.exec(template)?.[1]
  if (entry === undefined) throw new Error('page-start: no entry script in index.html')
  return {
    html: template.replace(SHELL_ENTRY, '').replace(SHELL_PRELOAD, ''),
    entry,
    preloads: [...template.matchAll(SHELL_PRELOAD)].map((m) => m[1]!),
  }
}

/** The start script's file in each bundle, written once however many plugins ask. */
const written = new WeakMap<Rollup.OutputBundle, Promise<string>>()

/**
 * The file name of the start script in `bundle`, which the first call emits (`root`: the
 * package, where page-start.js is).
 */
export const pageStartFile = (
  context: Rollup.PluginContext,
  bundle: Rollup.OutputBundle,
  root: string,
): Promise<string> => {
  let file = written.get(bundle)
  if (file === undefined) {
    file = readFile(path.join(root, PAGE_START), 'utf8').then((source) =>
      context.getFileName(context.emitFile({ type: 'asset', name: PAGE_START, source })),
    )
    written.set(bundle, file)
  }
  return file
}

/**
 * The tag that starts a page once its first screen is painted: the start script (`src`),
 * deferred, told the entry and the modules to preload (addresses as the page uses them).
 */
export const pageStartTag = (src: string, entry: string, preloads: readonly string[]): string =>
  `<script defer src="${src}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
