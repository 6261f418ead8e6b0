import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  ssr: { resolve: { conditions: ['@diecut/source'] } },
  test: {
    name: 'quote-react',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One real server (src/server.ts of http-adapter on a fresh DATA_DIR) for the whole project.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-dom.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each test makes its own stores and client; modules load once per worker, not per file.
    isolate: false,
  },
})
