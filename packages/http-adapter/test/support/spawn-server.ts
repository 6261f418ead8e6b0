import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { packageRoot } from '../../src/config/package-root'

export type Spawned = {
  readonly url: string
  readonly child: ChildProcess
  readonly output: () => string
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0))
    })
  })

/**
 * Starts the real server (src/server.ts through tsx, quote-core from source) as a child process
 * on a free loopback port and waits until GET /healthz answers.
 */
export const spawnServer = async (
  env: Record<string, string>,
  { timeoutMs = 60_000, discardLogs = false }: { timeoutMs?: number; discardLogs?: boolean } = {},
): Promise<Spawned> => {
  const root = packageRoot()
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--conditions=@diecut/source', '--import', 'tsx', path.join(root, 'src', 'server.ts')],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, PORT: String(port) },
      // The benchmark discards the request log: reading it would load the load generator's process.
      stdio: ['ignore', discardLogs ? 'ignore' : 'pipe', 'pipe'],
    },
  )
  let out = ''
  const keep = (chunk: Buffer) => {
    // The start and the most recent output are enough to explain a failure.
    out = out.length > 64_000 ? out.slice(0, 16_000) + out.slice(-32_000) : out
    out += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`)
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, child, output: () => out }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start in ${timeoutMs} ms:\n${out}`)
}

/** Resolves when the child has exited. */
export const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
