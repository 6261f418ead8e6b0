// The published artefact: ESM, CJS and type declarations built by tsup, imported by a scratch
// project exactly as a customer of the library would, and the quote-price CLI run as a bin.
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distIsFresh, packageDir as pkg } from './built-dist'
import { runProcess } from './run-process'

let scratch = ''

beforeAll(() => {
  // `pnpm test` builds first; a bare `vitest run` builds here when dist is missing or stale.
  if (!distIsFresh()) execFileSync('pnpm', ['exec', 'tsup'], { cwd: pkg, stdio: 'ignore' })
  scratch = mkdtempSync(path.join(tmpdir(), 'quote-core-consumer-'))
  mkdirSync(path.join(scratch, 'node_modules', '@diecut'), { recursive: true })
  symlinkSync(pkg, path.join(scratch, 'node_modules', '@diecut', 'quote-core'), 'dir')
  symlinkSync(
    path.join(pkg, 'node_modules', 'effect'),
    path.join(scratch, 'node_modules', 'effect'),
    'dir',
  )
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true }),
  )
}, 120_000)

afterAll(() => {
  if (scratch !== '') rmSync(scratch, { recursive: true, force: true })
})

/** The runs of a file go at once (each is independent). */
const runNode = (args: readonly string[], options: { cwd?: string; input?: string } = {}) =>
  runProcess('node', args, options)
const nodeOut = async (script: string) =>
  (await promisify(execFile)('node', [script], { cwd: scratch, encoding: 'utf8' })).stdout

const priceScript = (load: string) => `
${load}
const order = core.buildOrder ?? null
const env = { dies: core.seedDies, account: null }
const start = { ...core.initialOrder(1), id: 1 }
const patch = { substrate_id: core.LABEL_SUBSTRATE.whitePlastic, laminate_id: core.LABEL_LAMINATE.gloss,
  shape_id: core.SHAPE.rectangle, width: 2, length: 3, form_factor_id: 1, total_qty: 5000, design_count: 1 }
const quoted = core.quoteOrder(core.applyPatch(start, patch, env), { env, now: '2025-03-04T14:30:00Z' })
console.log(JSON.stringify({ total: quoted.quoted_total, unit: quoted.quoted_price_per_label, ship: quoted.ship_due_date }))
`

describe.concurrent('the built @diecut/quote-core', () => {
  it('prices a quote when imported as ESM', async () => {
    writeFileSync(
      path.join(scratch, 'esm.mjs'),
      priceScript("import * as core from '@diecut/quote-core'"),
    )
    const out = JSON.parse(await nodeOut('esm.mjs'))
    // docs/pricing-model.md section 3.9: 5,000 2x3 White Plastic Gloss, production 537.47 on a library die.
    expect(out).toEqual({ total: 537.47, unit: 0.108, ship: '2025-03-07' })
  })

  it('prices the same quote when required as CommonJS', async () => {
    writeFileSync(
      path.join(scratch, 'cjs.cjs'),
      priceScript("const core = require('@diecut/quote-core')"),
    )
    const out = JSON.parse(await nodeOut('cjs.cjs'))
    expect(out.total).toBe(537.47)
  })

  it('ships type declarations a strict TypeScript project compiles against', async () => {
    writeFileSync(
      path.join(scratch, 'use.ts'),
      "import { initialOrder, type Order } from '@diecut/quote-core'\nconst o: Order = initialOrder(2)\nexport const t: number = o.product_type_id\n",
    )
    const tsc = path.join(pkg, 'node_modules', 'typescript', 'bin', 'tsc')
    const r = await runNode(
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--skipLibCheck',
        'use.ts',
      ],
      { cwd: scratch },
    )
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 180_000)

  it('exposes the testing entry with fixtures', async () => {
    writeFileSync(
      path.join(scratch, 'testing.mjs'),
      "import { labelQuotePatch } from '@diecut/quote-core/testing'\nconsole.log(labelQuotePatch.width)",
    )
    expect((await nodeOut('testing.mjs')).trim()).toBe('2')
  })
})

describe.concurrent('quote-price', () => {
  const bin = path.join(pkg, 'bin', 'quote-price.mjs')
  const run = (args: string[], input?: string) => runNode([bin, ...args], { input })

  it('prints a price with its breakdown, price breaks and ship date', async () => {
    const r = await run([
      '--product',
      'label',
      '--material',
      'White Paper',
      '--laminate',
      'Gloss',
      '--shape',
      'rectangle',
      '--width',
      '2',
      '--length',
      '3',
      '--qty',
      '1000',
      '--designs',
      '1',
      '--now',
      '2025-03-04T14:30:00Z',
    ])
    expect(r.status).toBe(0)
    // Material sweep of docs/pricing-model.md section 3.9: White Paper, Gloss, 1,000 = 316.11.
    expect(r.stdout).toMatch(/Production\s+\$316\.11/)
    expect(r.stdout).toMatch(/Total\s+\$316\.11/)
    expect(r.stdout).toMatch(/Per label \(die excluded\)\s+\$0\.317/)
    expect(r.stdout).toContain('Price breaks')
    expect(r.stdout).toContain('Ships Fri, Mar 7')
  })

  it('answers JSON for machines, from JSON on stdin', async () => {
    const order = {
      product_type_id: 2,
      substrate_id: 21,
      laminate_id: 11,
      shape_id: 11,
      width: 2,
      length: 4,
      depth: 6,
      total_qty: 1000,
      design_count: 1,
    }
    const r = await run(
      ['--stdin', '--json', '--now', '2025-03-04T14:30:00Z'],
      JSON.stringify({ order }),
    )
    expect(r.status).toBe(0)
    const out = JSON.parse(r.stdout)
    // 4x2x6 Straight Tuck on a library die: section 5.9 production 1,700.88 at 1,000.
    expect(out.order.quoted_total).toBe(1700.88)
    expect(out.price_breaks.length).toBeGreaterThan(3)
    expect(out.errors).toEqual([])
  })

  it('exits 2 with a clear message on bad input', async () => {
    const [unknown, negative, garbage, wrongType] = await Promise.all([
      run(['--material', 'Cardboard']),
      run(['--width=-3']),
      run(['--stdin'], '{not json'),
      run(['--stdin'], JSON.stringify({ order: { width: 'wide' } })),
    ])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain('Unknown material "Cardboard"')
    expect(negative.status).toBe(2)
    expect(negative.stderr).toContain('--width must be a non-negative number')
    expect(garbage.status).toBe(2)
    expect(garbage.stderr).toContain('not valid JSON')
    expect(wrongType.status).toBe(2)
    expect(wrongType.stderr).toContain('order.width')
  })

  it('exits 1 and lists what is missing when the quote is incomplete', async () => {
    const r = await run(['--material', 'White Paper'])
    expect(r.status).toBe(1)
    expect(r.stdout).toContain('Select Material & Laminate')
  })
})
