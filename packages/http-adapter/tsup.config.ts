import { defineConfig } from 'tsup'

// The server runs from built JS (`node dist/server.js`); dependencies, quote-core included,
// stay external and resolve from node_modules (quote-core through its built dist).
export default defineConfig({
  // pdf-worker and pglite-worker run in worker threads, found beside the code that starts them
  // (pdf-renderer.ts, pglite-thread.ts).
  entry: {
    server: 'src/server.ts',
    app: 'src/app.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'pdf-worker': 'src/pdf/pdf-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  dts: false,
})
