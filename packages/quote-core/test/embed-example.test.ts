// The README's embedding example is examples/embed.ts, run as a customer would run a script.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const pkg = path.resolve(__dirname, '..')
const readme = readFileSync(path.join(pkg, 'README.md'), 'utf8')
const example = readFileSync(path.join(pkg, 'examples/embed.ts'), 'utf8')

describe('the README embedding example', () => {
  it('shows examples/embed.ts word for word', () => {
    expect(readme).toContain('```ts\n' + example + '```')
  })

  it('runs and prints what the README says it prints', () => {
    const run = spawnSync(
      process.execPath,
      ['--conditions=@diecut/source', '--import', 'tsx', 'examples/embed.ts'],
      { cwd: pkg, encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const printed = /It prints `([^`]+)`/.exec(readme)?.[1]
    expect(printed).toMatch(/^\{ errors: \[\], total: '\$[\d,]+\.\d{2}'/)
    expect(run.stdout.trim()).toBe(printed)
  })
})
