import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  ssr: { resolve: { conditions: ['@diecut/source'] } },
  test: {
    name: 'http-adapter',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
