// quote-price run as a process: exit codes, stderr lines and --help. The built CLI runs when
// dist/ is fresh (as `pnpm test` leaves it); otherwise the source runs through tsx.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOOLEAN_FLAGS, STRING_FLAGS } from '../src/cli/parse-input'
import { cartonQuotePatch } from '../src/testing/fixtures'
import { distDir, distIsFresh, packageDir as pkg } from './built-dist'
import { runProcess, type Run } from './run-process'

const cli = distIsFresh()
  ? [path.join(distDir, 'cli', 'price-check.js')]
  : ['--import', 'tsx', path.join(pkg, 'src', 'cli', 'price-check.ts')]

/** One run of the CLI as its own process; several may run at once (each is independent). */
const run = (args: readonly string[], input?: string): Promise<Run> =>
  runProcess(process.execPath, [...cli, ...args], {
    cwd: pkg,
    ...(input === undefined ? {} : { input }),
  })

const label = [
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
  '--now',
  '2025-03-04T14:30:00Z',
]

/** One line on stderr, no stack trace. */
const oneLine = (stderr: string) => {
  const lines = stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(stderr).not.toMatch(/\n\s+at /)
  return lines[0] ?? ''
}

describe('quote-price exit codes', { timeout: 240_000 }, () => {
  it('exits 0 for a complete, priced quote', async () => {
    const r = await run([...label, '--qty', '1000'])
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/Total\s+\$316\.11/)
    expect(r.stderr).toBe('')
  })

  it('prints no price for what cannot be made as asked; an order waiting for artwork keeps it', async () => {
    const duplex = { ...cartonQuotePatch, is_duplex: true, design_count: 2 }
    const now = ['--now', '2025-03-04T14:30:00Z']
    const sixFiles = { ...duplex, design_count: 6, total_qty: 1000 }
    const [below, odd, even, later, split, oddPair] = await Promise.all([
      run([...label, '--qty', '49']),
      run(['--stdin', ...now], JSON.stringify({ order: { ...duplex, total_qty: 1001 } })),
      run(['--stdin', ...now], JSON.stringify({ order: { ...duplex, total_qty: 1000 } })),
      run([...label, '--qty', '1000', '--designs', '0']),
      // 99 in 2 designs is 50 + 49; 1,000 duplex cartons in 3 pairs are 334 + 333 + 333.
      run([...label, '--qty', '99', '--designs', '2']),
      run(['--stdin', ...now], JSON.stringify({ order: sixFiles })),
    ])
    for (const [r, message] of [
      [below, 'Each design needs at least 50 labels'],
      [odd, 'Duplex quantities go in steps of 2'],
      [split, 'Each design needs at least 50 labels'],
      [oddPair, 'Duplex quantities go in steps of 2'],
    ] as const) {
      expect(r.status).toBe(1)
      expect(r.stdout).toContain('No price: this cannot be made as asked')
      expect(r.stdout).not.toMatch(/\$\d|Total|Price breaks|Ships/)
      expect(oneLine(r.stderr)).toMatch(/^quote-price: no price, this cannot be made as asked: /)
      expect(r.stderr).toContain(message)
    }
    expect(even.status).toBe(0)
    expect(even.stdout).toMatch(/Total\s+\$[\d,]+\.\d\d/)
    expect(later.status).toBe(1)
    expect(later.stdout).toMatch(/Total\s+\$316\.11/)
    expect(oneLine(later.stderr)).toBe(
      'quote-price: not ready to order: Upload Artwork (Now or Later)',
    )
  })

  it('shows what a smaller run costs more per unit, never a negative saving', async () => {
    const r = await run([...label, '--qty', '1000'])
    const rows = r.stdout.split('\n').filter((l) => /^\s+[\d,]+\s+\$/.test(l))
    expect(rows.length).toBeGreaterThan(3)
    expect(r.stdout).not.toMatch(/-\d+%/)
    const current = rows.findIndex((l) => l.includes('<- this quote'))
    const words = rows.map((l) => / (\d+% (more|less)|–)( {2}<- this quote)?$/.exec(l)?.[1])
    expect(words.map((w) => w?.replace(/^\d+% /, ''))).toEqual(
      rows.map((_, i) => (i < current ? 'more' : i > current ? 'less' : '–')),
    )
  })

  it('exits 1 and prints the blocking errors (49 labels, 0 designs, 500 designs)', async () => {
    const cases: [string[], string][] = [
      [['--qty', '49'], 'Each design needs at least 50 labels'],
      [['--qty', '1000', '--designs', '0'], 'Upload Artwork (Now or Later)'],
      [['--qty', '1000', '--designs', '500'], 'Each design needs at least 50 labels'],
      [
        ['--qty', '1000', '--width', '12', '--length', '23.25'],
        'Label is too large: width x length must be at most 204 square inches',
      ],
    ]
    const [results, json] = await Promise.all([
      Promise.all(cases.map(([extra]) => run([...label, ...extra]))),
      run([...label, '--qty', '49', '--json']),
    ])
    cases.forEach(([, message], i) => {
      const r = results[i]
      expect(r?.status).toBe(1)
      expect(r?.stdout).toContain(message)
      expect(oneLine(r?.stderr ?? '')).toContain(message)
    })
    // A size that cannot be made has no price at all.
    expect(results[3]?.stdout).toContain('No price: this cannot be made as asked')
    expect(json.status).toBe(1)
    expect(JSON.parse(json.stdout).errors).toContainEqual(
      expect.objectContaining({ message: 'Each design needs at least 50 labels', blocking: true }),
    )
  })

  it('exits 2 with one clear line for each kind of bad input', async () => {
    const cases: [string[], string, string?][] = [
      [
        [...label, '--qty', '1000', '--now', '2025-02-30T10:00:00Z'],
        '--now must be a real ISO instant',
      ],
      [[...label, '--qty', '1000', '--expedite', '7'], '--expedite 7 is not offered for labels'],
      [['--width', '0x2'], '--width must be a non-negative number like 2.5, got "0x2"'],
      [['--width', '-2'], '--width must be a non-negative number like 2.5, got "-2"'],
      [['--qty', '1.5'], '--qty must be a whole number'],
      [
        [...label, '--qty', '1000', '--designs', '5000'],
        '"order.design_count" must be a whole number between 0 and 500',
      ],
      [['--bogus'], "Unknown option '--bogus'. Run quote-price --help"],
      [[...label, '--qty', '100', '--now', '9999-12-31T23:59:59Z'], '--now must fall in the years'],
      [[...label, '--qty', '100', '--now', '0000-01-01T00:00:00Z'], '--now must fall in the years'],
      [
        ['--stdin', '--width', '5', '--qty', '7'],
        '--stdin reads the whole order from standard input, so --width, --qty cannot be given',
        JSON.stringify({ order: { width: 2 } }),
      ],
      [
        ['--stdin'],
        'nests deeper than',
        `{"order":{"width":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
      ],
      [['--stdin'], 'nests deeper than', `[${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}]`],
      [
        ['--stdin'],
        '"order.width" expected number or null, actual "wide". Run',
        JSON.stringify({ order: { width: 'wide' } }),
      ],
      [['--material', 'Cardboard'], 'Unknown material "Cardboard"'],
      [['--stdin'], 'Standard input must be a JSON object', 'null'],
      [['--stdin'], 'not valid JSON', '{not json'],
      [['--stdin'], '"order.width" expected number', JSON.stringify({ order: { width: 'wide' } })],
    ]
    const results = await Promise.all(cases.map(([args, , input]) => run(args, input)))
    for (const [i, [, message]] of cases.entries()) {
      const r = results[i] ?? { status: null, stdout: '', stderr: '' }
      expect(r.status).toBe(2)
      expect(r.stdout).toBe('')
      const line = oneLine(r.stderr)
      expect(line).toContain(message)
      expect(line.length).toBeLessThan(400)
    }
  })

  it('accepts an offered expedite and a time zone offset in --now', async () => {
    const r = await run([
      ...label,
      '--qty',
      '1000',
      '--expedite',
      '1',
      '--now',
      '2025-03-04T09:30:00-05:00',
    ])
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Expedite')
    // The price-break row of this quote is this quote: expedite included.
    const total = /^\s+Total\s+(\$[\d,]+\.\d\d)$/m.exec(r.stdout)?.[1]
    const current = r.stdout.split('\n').find((l) => l.endsWith('<- this quote'))
    expect(total).toBeDefined()
    expect(current).toMatch(/^\s+1,000\s+(\$[\d,]+\.\d\d)\s/)
    expect(/^\s+1,000\s+(\$[\d,]+\.\d\d)\s/.exec(current ?? '')?.[1]).toBe(total)
  })

  it('calls an order only missing its quantity incomplete, not impossible', async () => {
    const r = await run(label)
    expect(r.status).toBe(1)
    expect(r.stdout).toContain('No price yet: the configuration is incomplete.')
    expect(r.stdout).not.toContain('cannot be made')
    expect(oneLine(r.stderr)).toMatch(
      /^quote-price: no price yet, the configuration is incomplete: /,
    )
  })

  it('keeps each shipping line apart from its price', async () => {
    const r = await run([
      ...label,
      ...['--qty', '5000', '--zip', '10115', '--city', 'Berlin', '--country', 'DE'],
    ])
    expect(r.status).toBe(0)
    const shipping = r.stdout.split('\n').filter((l) => l.includes('(arrives '))
    expect(shipping.length).toBeGreaterThan(0)
    for (const l of shipping) expect(l).toMatch(/\(arrives \d{4}-\d\d-\d\d\) {2,}\$[\d,]+\.\d\d$/)
  })
})

describe('quote-price --help', { timeout: 60_000 }, () => {
  it('lists every flag with an example, and the exit codes', async () => {
    const r = await run(['--help'])
    expect(r.status).toBe(0)
    for (const flag of [...STRING_FLAGS, ...BOOLEAN_FLAGS]) {
      const lines = r.stdout.split('\n').filter((l) => l.includes(`--${flag}`))
      // Described on its own line, and used in an example after the description.
      expect(lines.some((l) => l.trimStart().startsWith(`--${flag}`))).toBe(true)
      expect(lines.some((l) => l.lastIndexOf(`--${flag}`) > 30)).toBe(true)
    }
    expect(r.stdout).toMatch(/Exit codes:[\s\S]*0[\s\S]*1[\s\S]*2/)
  })
})
