import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  test: {
    projects,
    // Two test files at a time even on a two-core machine (vitest's default there is one): most
    // files spend much of their time waiting on a database, a child process or a socket. The
    // browser tests still run one file at a time (fileParallelism: false in their project).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
