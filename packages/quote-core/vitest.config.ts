import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  test: {
    name: 'quote-core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run hundreds of generated cases; a busy machine must not fail them.
    testTimeout: 60_000,
    // The core is pure: its modules hold no state a test could leave behind, so each worker
    // loads them once for all its files instead of once per file.
    isolate: false,
  },
})
