// The JavaScript a browser loads for the quoter route (/orders/custom-labels): the entry
// script of index.html, the QuoterRoute chunk, and every chunk they import statically.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const importsOf = (code) => {
  const out = new Set()
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g,
  ))
    out.add(m[1])
  return [...out]
}

/** Gzip KB of the quoter route's JS in a built dist folder; also lists the chunks. */
export const quoterRouteJs = (dist) => {
  const dir = path.join(dist, 'assets', 'dist')
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const entry = /<script[^>]+src="\/assets\/dist\/([^"]+\.js)"/.exec(html)?.[1]
  if (entry === undefined) throw new Error('no entry script in index.html')
  const route = readdirSync(dir).find((f) => /^QuoterRoute-.*\.js$/.test(f))
  if (route === undefined) throw new Error('no QuoterRoute chunk')
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(path.join(dir, file), 'utf8')
    for (const i of importsOf(code)) visit(path.basename(i))
  }
  visit(entry)
  const beforeRoute = new Set(seen)
  visit(route)
  const measure = (f) => {
    const code = readFileSync(path.join(dir, f))
    return { file: f, raw: code.length, gzip: gzipSync(code, { level: 9 }).length }
  }
  const chunks = [...seen].map(measure)
  const gzipKb = chunks.reduce((a, c) => a + c.gzip, 0) / 1024
  // Sections loaded on demand once the customer reaches them (artwork, options, dialogs).
  const initial = new Set(seen)
  for (const f of [...seen].filter((x) => !beforeRoute.has(x))) {
    const code = readFileSync(path.join(dir, f), 'utf8')
    for (const m of code.matchAll(/import\(["'`](\.\/[^"'`]+\.js)["'`]\)/g))
      visit(path.basename(m[1]))
  }
  const late = [...seen].filter((f) => !initial.has(f)).map(measure)
  const lateKb = late.reduce((a, c) => a + c.gzip, 0) / 1024
  return { gzipKb, chunks, lateKb, late }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const r = quoterRouteJs(path.resolve(process.argv[2] ?? 'dist'))
  for (const c of r.chunks)
    console.log(`${c.file.padEnd(40)} ${(c.gzip / 1024).toFixed(1)} KB gzip`)
  console.log(
    `quoter route JS: ${r.gzipKb.toFixed(1)} KB gzip at first load, +${r.lateKb.toFixed(1)} KB loaded on demand`,
  )
}
