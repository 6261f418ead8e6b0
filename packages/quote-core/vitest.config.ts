import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@diecut/source'] },
  test: {
    name: 'quote-core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
