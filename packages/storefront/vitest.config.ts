import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, defineProject } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const resolve = { conditions: ['@diecut/source'] }

/** Component and unit tests (src/**): independent files, run side by side with other packages'. */
export const unitTests = defineProject({
  root,
  resolve,
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Each file renders into its own document and cleans up after each test; the modules load
    // once per worker, not once per file.
    isolate: false,
  },
})

/**
 * Browser tests (e2e/**): the global setup starts the real store (built server + built
 * storefront) on a temp DATA_DIR and a free port; the files run one after another with
 * generous timeouts (polls included).
 */
export const browserTests = defineProject({
  root,
  resolve,
  test: {
    name: 'storefront-e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // A poll waits for the page to show what the server answered: on a loaded two-core
    // machine an answer, its decoding and the render after it can take longer than a second.
    expect: { poll: { timeout: 10_000 } },
  },
})

export default defineConfig({ test: { projects: [unitTests, browserTests] } })
