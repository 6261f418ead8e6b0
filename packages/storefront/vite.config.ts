import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './vite-precompress'

/**
 * The storefront is served by the http-adapter from `dist/` at the site root (index.html for
 * every page route); scripts and styles live under /assets/dist/ (SPEC.md section 2), so the
 * built files go to dist/assets/dist/ and are referenced from there.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  resolve: { conditions: ['@diecut/source'] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets/dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(
      [
        '/api',
        '/orders/quoter',
        '/orders/quote',
        '/orders/delete',
        '/carts/',
        '/account/users/current-user',
        '/account/users/login',
        '/account/users/signup',
        '/account/users/logout',
        '/account/sizes',
        '/account/designs',
        '/account/shipments',
        '/admin',
        '/wp-json',
        '/healthz',
      ].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
})
