import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  ssr: { resolve: { conditions: ['@diecut/source'] } },
  test: {
    name: 'http-adapter',
    include: ['test/**/*.test.ts'],
    // One migrated embedded database for the whole run; each test's database is a copy of it.
    globalSetup: ['test/support/database-image.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every test builds its own server on its own database; loading the server's modules once
    // per worker, not once per file, saves most of each file's start-up.
    isolate: false,
  },
})
