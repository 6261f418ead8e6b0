import type { Rollup } from 'vite'

/** The chunks a chunk imports statically, itself included, depth first. */
export const staticChunks = (
  bundle: Rollup.OutputBundle,
  start: Rollup.OutputChunk,
): Rollup.OutputChunk[] => {
  const seen = new Map<string, Rollup.OutputChunk>()
  const visit = (c: Rollup.OutputChunk) => {
    if (seen.has(c.fileName)) return
    seen.set(c.fileName, c)
    for (const f of c.imports) {
      const next = bundle[f]
      if (next?.type === 'chunk') visit(next)
    }
  }
  visit(start)
  return [...seen.values()]
}

/** The file names of `staticChunks`. */
export const staticChunkFiles = (
  bundle: Rollup.OutputBundle,
  start: Rollup.OutputChunk,
): string[] => staticChunks(bundle, start).map((c) => c.fileName)
