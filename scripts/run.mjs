#!/usr/bin/env node
// `npm start` and `npm test` land here on a machine that has Node and npm but no pnpm:
// bring the pinned pnpm (into .tools/ when the machine lacks it), install the workspace
// from the lockfile, then run the task with pnpm.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const PNPM_VERSION = '10.34.9'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tools = path.join(root, '.tools')
const tasks = { start: 'start:store', test: 'test:all' }

const task = tasks[process.argv[2]]
if (!task) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`)
  process.exit(2)
}

const pnpmVersionOnPath = () => {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

const env = { ...process.env }
if (pnpmVersionOnPath() !== PNPM_VERSION) {
  const bin = path.join(tools, 'node_modules', '.bin')
  if (!existsSync(path.join(bin, 'pnpm'))) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/`)
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        tools,
        `pnpm@${PNPM_VERSION}`,
      ],
      { stdio: 'inherit' },
    )
    if (npm.status !== 0) process.exit(npm.status ?? 1)
  }
  env.PATH = `${bin}${path.delimiter}${env.PATH ?? ''}`
}

const run = (args) => {
  const result = spawnSync('pnpm', args, { stdio: 'inherit', cwd: root, env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(['install', '--frozen-lockfile', '--prefer-offline'])
run(['run', task])
