import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoRoot = path.resolve(storefrontDir, '..', '..')
const serverJs = path.join(repoRoot, 'packages', 'http-adapter', 'dist', 'server.js')
const createAdminJs = path.join(repoRoot, 'packages', 'http-adapter', 'dist', 'create-admin.js')

/** The staff account every test store has (made with the create-admin command). */
export const E2E_STAFF = { email: 'staff@diecut.test', password: 'proofs-and-press' } as const

const run = (args: string[], cwd: string) => {
  const r = spawnSync('pnpm', args, { cwd, stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`)
}

/** Builds the storefront and the server when their output is missing (the root test builds first). */
export const ensureBuilt = (): void => {
  if (!existsSync(path.join(storefrontDir, 'dist', 'index.html')))
    run(['exec', 'vite', 'build'], storefrontDir)
  if (!existsSync(serverJs) || !existsSync(createAdminJs))
    run(['--filter', '@diecut/http-adapter...', 'run', 'build'], repoRoot)
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() =>
        typeof addr === 'object' && addr !== null
          ? resolve(addr.port)
          : reject(new Error('no port')),
      )
    })
  })

const waitForHealth = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited early:\n${log()}`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the store did not become healthy:\n${log()}`)
}

export type RunningStore = {
  url: string
  /** Where the store writes its emails as .eml files (it is given no SMTP server). */
  mailDir: string
  stop: () => Promise<void>
}

/**
 * Starts `node packages/http-adapter/dist/server.js` on a fresh DATA_DIR and a free port;
 * `env` adds settings (e.g. WORDPRESS_URL).
 */
export const startStore = async (env: Record<string, string> = {}): Promise<RunningStore> => {
  ensureBuilt()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diecut-e2e-'))
  const port = await freePort()
  const admin = spawnSync(
    process.execPath,
    [createAdminJs, E2E_STAFF.email, '--password', E2E_STAFF.password],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  )
  if (admin.status !== 0) throw new Error(`create-admin failed:\n${admin.stderr}`)
  let output = ''
  const child = spawn(process.execPath, [serverJs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every address the store sends outside (emails, payment return pages) is its own.
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, child, () => output)
  return {
    url,
    mailDir: path.join(dataDir, 'mail'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
