// The JavaScript a browser loads to show each page, from the build's manifest
// (dist/.vite/manifest.json, vite.config.ts build.manifest): the entry script of index.html, the
// page's lazily loaded route module (src/app/routes.tsx) and any module the page loads in its
// first render (the blog's own module), with every chunk they import statically. Sections a
// page loads later, on demand (the quoter's artwork and options steps, dialogs), are listed
// apart.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The pages docs/product.md section 2 names, each with a path it answers and the modules it
 * loads at first (keys of the manifest: source paths relative to the package). Every other
 * route module of src/app/routes.tsx is listed after these under its own name.
 */
export const PAGES = [
  { name: 'home', path: '/', modules: ['src/features/site/pages/SitePage.tsx'] },
  {
    name: 'label quoter',
    path: '/orders/custom-labels',
    modules: ['src/features/quoter/QuoterRoute.tsx'],
  },
  {
    name: 'carton quoter',
    path: '/orders/custom-cartons',
    modules: ['src/features/quoter/QuoterRoute.tsx'],
  },
  {
    name: 'design quoter',
    path: '/orders/custom-design',
    modules: ['src/features/design-quoter/DesignQuoterPage.tsx'],
  },
  { name: 'cart', path: '/cart', modules: ['src/features/cart/CartPage.tsx'] },
  { name: 'checkout', path: '/carts', modules: ['src/features/cart/CheckoutPage.tsx'] },
  {
    name: 'placed order',
    path: '/account/orders/:number',
    modules: ['src/features/orders/PlacedOrderPage.tsx'],
  },
  {
    name: 'Your Orders',
    path: '/account/orders',
    modules: ['src/features/orders/PlacedOrdersPage.tsx'],
  },
  {
    name: 'saved quotes',
    path: '/account/orders/saved',
    modules: ['src/features/account/SavedQuotesPage.tsx'],
  },
  {
    name: 'blog',
    path: '/blog',
    modules: ['src/features/site/pages/SitePage.tsx', 'src/features/site/pages/BlogPage.tsx'],
  },
  {
    name: 'staff board',
    path: '/admin/orders',
    modules: ['src/features/admin/AdminOrdersPage.tsx'],
  },
]

/** The route modules src/app/routes.tsx loads (directly or through page-loaders.ts), as manifest keys. */
export const routeModules = () => {
  const out = new Set()
  for (const file of ['src/app/routes.tsx', 'src/app/page-loaders.ts']) {
    const code = readFileSync(path.join(pkg, file), 'utf8')
    for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
      out.add(path.posix.join(path.posix.dirname(file), `${m[1]}.tsx`))
  }
  return [...out]
}

/** The route pattern of a module in src/app/routes.tsx (the first that loads it). */
const patternOf = (module) => {
  const code = readFileSync(path.join(pkg, 'src/app/routes.tsx'), 'utf8')
  const base = path.posix.basename(module, '.tsx')
  for (const m of code.matchAll(/pattern: ([^,]+),[^}]*?import\([^)]*\/([A-Za-z]+)['"]\)/g)) {
    if (m[2] !== base) continue
    const literal = /^['"](.*)['"]$/.exec(m[1])?.[1]
    if (literal !== undefined) return literal
    // A path quote-core names (e.g. FIND_ORDER_PATH).
    const core = readFileSync(path.join(pkg, '..', 'quote-core', 'src', 'index.ts'), 'utf8')
    const from = new RegExp(`\\b${m[1]}\\b[^;]*?from '\\.\\/([^']+)'`).exec(core)?.[1]
    const source =
      from && readFileSync(path.join(pkg, '..', 'quote-core', 'src', `${from}.ts`), 'utf8')
    return (source && new RegExp(`${m[1]} = ['"]([^'"]+)['"]`).exec(source)?.[1]) ?? m[1]
  }
  return base
}

/**
 * Gzip KB of the first-load JavaScript of every page of a built dist folder: the PAGES above,
 * then each other route module. Throws when the build lacks a page's module (a renamed page
 * must be renamed here too).
 */
export const pageRouteJs = (dist) => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (entryKey === undefined) throw new Error('the build manifest has no entry')
  const sizes = new Map()
  const gzipOf = (file) => {
    if (!sizes.has(file)) {
      const code = readFileSync(path.join(dist, file))
      sizes.set(file, gzipSync(code, { level: 9 }).length)
    }
    return sizes.get(file)
  }
  /** The chunk files of `keys` and every chunk they import statically. */
  const closure = (keys, seen = new Set()) => {
    const visit = (key) => {
      const chunk = manifest[key]
      if (chunk === undefined) throw new Error(`the build manifest has no ${key}`)
      if (seen.has(chunk.file)) return
      seen.add(chunk.file)
      for (const i of chunk.imports ?? []) visit(i)
    }
    for (const k of keys) visit(k)
    return seen
  }
  const kb = (files) => [...files].reduce((a, f) => a + gzipOf(f), 0) / 1024
  const entryFiles = closure([entryKey])
  const named = new Set(PAGES.flatMap((p) => p.modules))
  const others = routeModules()
    .filter((m) => !named.has(m))
    .map((m) => ({ name: path.posix.basename(m, '.tsx'), path: patternOf(m), modules: [m] }))
  const pages = [...PAGES, ...others].map((page) => {
    const files = closure(page.modules, new Set(entryFiles))
    const own = [...files].filter((f) => !entryFiles.has(f))
    // Modules the page's own chunks load with import() once reached (not at first load).
    const later = new Set()
    for (const f of own) {
      const key = Object.keys(manifest).find((k) => manifest[k].file === f)
      for (const d of manifest[key]?.dynamicImports ?? [])
        if (!page.modules.includes(d)) closure([d], later)
    }
    for (const f of files) later.delete(f)
    return {
      name: page.name,
      path: page.path,
      gzipKb: kb(files),
      entryKb: kb(entryFiles),
      pageKb: kb(own),
      laterKb: kb(later),
      chunks: [...files].map((file) => ({ file, gzip: gzipOf(file) })),
    }
  })
  // The Schemas that read the server's answers (and check the checkout and find-order forms),
  // with Effect: the script of the worker the entry starts (src/app/answer-decoder.ts), off the
  // page's main thread, not with the page.
  const worker = readdirSync(path.join(dist, 'assets', 'dist')).find((f) =>
    /^answer-decoder-[\w-]+\.js$/.test(f),
  )
  if (worker === undefined) throw new Error('the build has no answer-decoder worker')
  return { pages, decodersKb: gzipOf(path.posix.join('assets', 'dist', worker)) / 1024 }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = pageRouteJs(path.resolve(process.argv[2] ?? path.join(pkg, 'dist')))
  for (const p of r.pages)
    console.log(
      `${p.name.padEnd(24)} ${p.path.padEnd(40)} ${p.gzipKb.toFixed(1).padStart(6)} KB gzip ` +
        `in ${String(p.chunks.length).padStart(2)} files (entry ${p.entryKb.toFixed(1)} + page ${p.pageKb.toFixed(1)}; +${p.laterKb.toFixed(1)} KB on demand)`,
    )
  console.log(
    `server answers' decoders (Effect Schema), in a worker: +${r.decodersKb.toFixed(1)} KB gzip`,
  )
}
