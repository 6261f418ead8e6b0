import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { packageRoot } from '../../src/config/package-root'

describe('create-admin', () => {
  const made: string[] = []
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true })
  })

  it('makes a staff account on a new machine, before the store has made its data folder', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'diecut-admin-'))
    made.push(parent)
    const dataDir = path.join(parent, 'not', 'made', 'yet')
    const run = spawnSync(
      process.execPath,
      [
        '--conditions=@diecut/source',
        '--import',
        'tsx',
        path.join(packageRoot(), 'src', 'cli', 'create-admin.ts'),
        'staff@example.com',
        '--password',
        'long enough pw',
      ],
      { cwd: packageRoot(), env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    )
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' })
    expect(run.stdout).toContain('staff@example.com is staff now (new account).')
  })
})
