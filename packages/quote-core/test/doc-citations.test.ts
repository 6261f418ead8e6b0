import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Comments and READMEs under packages/ cite the store's documents: docs/product.md and
// docs/pricing-model.md by section, packages/http-adapter/API.md (and the other package pages)
// by heading anchor. Every citation must lead somewhere that exists, and none may name a
// document that is not in the repository.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/')
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'drizzle'])
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|md|json)$/

// Built from parts so that this file does not cite them itself.
const OLD_NAMES = ['SPEC', 'docs/pricing-model.md', 'CONTRACT'].map((n) => `${n}.md`)
const OLD_CITATION = new RegExp(
  [
    ...OLD_NAMES.map((n) => `\\b${n.replace('.', '\\.')}\\b`),
    String.raw`\bPRICING-MODEL\b`,
    String.raw`\bSPEC(?=\s*(?:§|sections?\b|design\b))`,
  ].join('|'),
)

// Whitespace inside a citation, across a line break of a comment.
const GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)`
const SECTION_LIST = String.raw`§?\d+(?:\.\d+)*(?:(?:,${GAP}|${GAP}and${GAP}|${GAP}or${GAP}|–|-|${GAP}/${GAP})§?\d+(?:\.\d+)*)*`
const DOC_SECTION = new RegExp(
  String.raw`(?<![\w/.-])(docs/[\w-]+\.md)\]?(?:\([^)]*\))?(?:'s)?(?:${GAP}(?:sections?${GAP}|§)(${SECTION_LIST})(?:,?${GAP}"([^"]{1,80})")?)?`,
  'g',
)
const PAGE_ANCHOR = /(?<![\w/.-])((?:packages\/[\w./-]+|docs\/[\w-]+)\.md)(?:#([\w-]+))?/g

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir).sort()) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (SOURCE.test(name)) out.push(path)
  }
  return out
}

const files = sourceFiles(join(ROOT, 'packages'))
  .map((path) => ({
    rel: relative(ROOT, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }))
  .filter((f) => f.rel !== THIS_FILE)

const flat = (s: string): string =>
  s
    .replace(new RegExp(GAP, 'g'), ' ')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/** GitHub's anchor of a heading. */
const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

function readPage(path: string): string | undefined {
  try {
    return readFileSync(join(ROOT, path), 'utf8')
  } catch {
    return undefined
  }
}

/** A docs/ page: the repository's, or the citing package's own docs/ folder. */
function resolveDocs(docPath: string, citingFile: string): string | undefined {
  const packageDir = citingFile.split('/').slice(0, 2).join('/')
  for (const candidate of [docPath, `${packageDir}/${docPath}`]) {
    if (readPage(candidate) !== undefined) return candidate
  }
  return undefined
}

/** The text of numbered section `n` of a page ("## 4. ...", "### 3.1 ..."), up to the next one. */
function sectionText(page: string, n: string): string | undefined {
  const lines = page.split('\n')
  const start = lines.findIndex((l) => new RegExp(`^#{2,4} ${n.replace(/\./g, '\\.')}[. ]`).test(l))
  if (start === -1) return undefined
  const depth = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex(
    (l, i) => i > start && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= depth,
  )
  return lines.slice(start, end === -1 ? undefined : end).join('\n')
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length

describe('citations of the documents', () => {
  it('cite only documents kept in the repository', () => {
    const found = files.flatMap(({ rel, text }) =>
      text
        .split('\n')
        .map((line, i) => (OLD_CITATION.test(line) ? `${rel}:${i + 1}: ${line.trim()}` : ''))
        .filter(Boolean),
    )
    expect(found).toEqual([])
  })

  it('lead to a docs/ page, section and part that exist', () => {
    const broken: string[] = []
    for (const { rel, text } of files) {
      for (const m of text.matchAll(DOC_SECTION)) {
        const [, docPath, sections, title] = m
        const where = `${rel}:${lineOf(text, m.index)}: ${flat(m[0])}`
        const resolved = resolveDocs(docPath!, rel)
        if (resolved === undefined) {
          broken.push(`${where} (no such page)`)
          continue
        }
        if (sections === undefined) continue
        const page = readPage(resolved)!
        const numbers = sections.match(/\d+(?:\.\d+)*/g) ?? []
        const texts = numbers.map((n) => sectionText(page, n))
        numbers.forEach((n, i) => {
          if (texts[i] === undefined) broken.push(`${where} (no section ${n})`)
        })
        if (
          title !== undefined &&
          !texts.some((t) => t !== undefined && flat(t).includes(flat(title)))
        ) {
          broken.push(`${where} (section has no "${flat(title)}")`)
        }
      }
    }
    expect(broken).toEqual([])
  })

  it('lead to package pages and headings that exist', () => {
    const broken: string[] = []
    for (const { rel, text } of files) {
      for (const m of text.matchAll(PAGE_ANCHOR)) {
        const [, path, anchor] = m
        if (path!.startsWith('docs/') && anchor === undefined) continue
        const resolved = path!.startsWith('docs/') ? resolveDocs(path!, rel) : path!
        const page = resolved === undefined ? undefined : readPage(resolved)
        const where = `${rel}:${lineOf(text, m.index)}: ${m[0]}`
        if (page === undefined) {
          broken.push(`${where} (no such page)`)
          continue
        }
        if (anchor === undefined) continue
        const anchors = page
          .split('\n')
          .filter((l) => /^#{1,6} /.test(l))
          .map((l) => slug(l.replace(/^#+ /, '')))
        if (!anchors.includes(anchor)) broken.push(`${where} (no heading #${anchor})`)
      }
    }
    expect(broken).toEqual([])
  })
})
