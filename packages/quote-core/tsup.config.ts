import { defineConfig } from 'tsup'

export default defineConfig([
  {
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    treeshake: true,
  },
  {
    entry: { 'cli/price-check': 'src/cli/price-check.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
  },
])
