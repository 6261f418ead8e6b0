import { defineConfig } from 'vitest/config'

/**
 * Component and unit tests (src/**) and browser tests (e2e/**) in one project: the global
 * setup starts the real store (built server + built storefront) on a temp DATA_DIR and a free
 * port; browser test files run one after another with generous timeouts.
 */
export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
