import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The layers of quote-core/src, lowest first (the README's "Layers" section says what each
 * holds). A file imports its own folder and the folders of lower layers only: never a folder
 * of its own layer or of a higher one. Tests (*.test.ts) and testing/ sit above every layer
 * and may import anything; nothing else imports them. index.ts, the public surface, sits on
 * top of everything and nothing imports it. No file takes part in an import cycle.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['maths'],
  ['dates', 'catalog'],
  ['shipping'],
  ['schema'],
  ['roll'],
  ['pricing'],
  ['rules'],
  ['geometry'],
  ['order/transitions'],
  ['order'],
  ['quote'],
  ['reorder'],
  ['checkout'],
  ['production'],
  ['email'],
  ['cli'],
]
const TESTING = 'testing'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile()

/** The file a relative specifier names, as the bundler resolves it. */
const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, join(base, 'index.ts')].find(isFile)
}

/** Every relative import of every file under src, type-only imports and re-exports too. */
const importGraph = (root: string): ReadonlyMap<string, readonly string[]> =>
  new Map(
    sourceFiles(root).map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles
        .map((f) => f.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => {
          const target = resolveImport(file, specifier)
          if (target === undefined) throw new Error(`${file}: cannot resolve ${specifier}`)
          return relative(root, target)
        })
      return [relative(root, file), [...new Set(targets)]]
    }),
  )

const folderOf = (file: string): string => dirname(file)
const isTest = (file: string): boolean => file.endsWith('.test.ts')
const isTesting = (file: string): boolean => folderOf(file) === TESTING

/** The layer of a file's folder, or undefined for a folder no layer names. */
const layerOf = (file: string): number | undefined => {
  const index = LAYERS.findIndex((folders) => folders.includes(folderOf(file)))
  return index < 0 ? undefined : index
}

/** Every import that does not point down: "from -> to". */
const importsNotPointingDown = (graph: ReadonlyMap<string, readonly string[]>): readonly string[] =>
  [...graph].flatMap(([from, targets]) => {
    if (isTest(from) || isTesting(from) || from === 'index.ts') {
      return targets.filter((to) => to === 'index.ts').map((to) => `${from} -> ${to}`)
    }
    const fromLayer = layerOf(from)
    return targets
      .filter((to) => {
        if (to === 'index.ts' || isTest(to) || isTesting(to)) return true
        if (folderOf(to) === folderOf(from)) return false
        const toLayer = layerOf(to)
        return fromLayer === undefined || toLayer === undefined || toLayer >= fromLayer
      })
      .map((to) => `${from} -> ${to}`)
  })

/** The import cycles (strongly connected groups of files), each as its sorted file list. */
const importCycles = (
  graph: ReadonlyMap<string, readonly string[]>,
): readonly (readonly string[])[] => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string): void => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

describe('the import graph of quote-core/src', () => {
  const graph = importGraph(SRC)

  it('reads every source file and its imports', () => {
    expect(graph.size).toBeGreaterThan(300)
    expect(graph.get('index.ts')).toContain('schema/order.ts')
    expect(graph.get('pricing/label.ts')).toContain('roll/roll-math.ts')
  })

  it('places every folder in exactly one layer (a new folder must be given one)', () => {
    const folders = new Set(
      [...graph.keys()].filter((file) => file !== 'index.ts' && !isTesting(file)).map(folderOf),
    )
    expect([...folders].filter((folder) => !LAYERS.some((l) => l.includes(folder)))).toEqual([])
    expect(new Set(LAYERS.flat()).size).toBe(LAYERS.flat().length)
  })

  it('has every import point down a layer, or stay in its folder', () => {
    expect(importsNotPointingDown(graph)).toEqual([])
  })

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([])
  })

  it('would report an import up a layer and a cycle', () => {
    const bad = new Map(graph)
    bad.set('catalog/ids.ts', [...(graph.get('catalog/ids.ts') ?? []), 'schema/order.ts'])
    expect(importsNotPointingDown(bad)).toContain('catalog/ids.ts -> schema/order.ts')
    expect(importCycles(bad).some((cycle) => cycle.includes('catalog/ids.ts'))).toBe(true)
  })
})
