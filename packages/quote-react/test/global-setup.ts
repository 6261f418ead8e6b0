import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real http-adapter server the tests talk to. */
    serverUrl: string
    /** A staff account on that server, made as `create-admin` makes one. */
    staffLogin: { email: string; password: string }
    /** Where that server writes its emails, as .eml files (it has no SMTP server). */
    mailDir: string
  }
}

const adapterRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../http-adapter')

/** A free loopback port: listen on 0, read the port, close. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0))
    })
  })

const STAFF = { email: 'staff@diecut.test', password: 'staff-password' }

/** Runs a script of http-adapter from its sources, with quote-core from source too. */
const adapterScript = (script: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--conditions=@diecut/source', '--import', 'tsx', script, ...args], {
    cwd: adapterRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/** Makes the staff account in the data folder before the server opens it (PGlite: one user). */
const createStaff = async (dataDir: string) => {
  const child = adapterScript(
    'src/cli/create-admin.ts',
    [STAFF.email, '--password', STAFF.password],
    { DATA_DIR: dataDir },
  )
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`create-admin exited with ${code}:\n${output}`)
}

/**
 * Starts the real server (packages/http-adapter/src/server.ts through tsx, quote-core from
 * source) on a free port with a fresh DATA_DIR and a staff account, once for the whole project,
 * and stops it after.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diecut-quote-react-'))
  const port = await freePort()
  await createStaff(dataDir)
  const child: ChildProcess = adapterScript('src/server.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAIL_POLL_MS: '100',
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.json() as Promise<{ ok?: boolean }>)
      .then(
        (b) => b.ok === true,
        () => false,
      )
    if (ok) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start:\n${output}`)
    }
    await sleep(200)
  }
  project.provide('serverUrl', url)
  project.provide('staffLogin', STAFF)
  project.provide('mailDir', path.join(dataDir, 'mail'))
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(10_000)])
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
}
