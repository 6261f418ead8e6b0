// A child process run to its end, for the tests that drive the CLI and the built package.
import { spawn } from 'node:child_process'

/** A process's exit code and output. */
export type Run = {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `command args` with `input` on stdin; several runs may go at once (each is independent). */
export const runProcess = (
  command: string,
  args: readonly string[],
  options: { readonly cwd?: string; readonly input?: string } = {},
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
    child.stdin.end(options.input ?? '')
  })
