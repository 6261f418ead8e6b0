import react from '@vitejs/plugin-react'
import { defaultServerConditions, defineConfig } from 'vite'
import { PAGE_MODULES, PAGE_PATHS } from './src/app/page-paths.ts'
import { pageShells } from './vite-page-shells.ts'
import { precompress } from './vite-precompress.ts'
import { prerender } from './vite-prerender.ts'
import { buildTimeRenderer } from './vite-render.ts'

/**
 * The storefront is served by the http-adapter from `dist/` at the site root (index.html for
 * every page route); scripts and styles live under /assets/dist/ (docs/product.md section 2), so the
 * built files go to dist/assets/dist/ and are referenced from there.
 */
// The app rendered in Node at build time, for the pages written as HTML.
const app = buildTimeRenderer('src/prerender.tsx')

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    app.plugin,
    // The public pages visitors land on, as HTML (the quoter's first screen is the core's
    // catalogue, known at build time); each with the module of its lazily loaded route.
    prerender({
      render: app.render,
      pages: [
        { path: '/', module: 'src/features/site/pages/SitePage.tsx' },
        { path: '/orders/custom-labels', module: 'src/features/quoter/QuoterRoute.tsx' },
        { path: '/orders/custom-cartons', module: 'src/features/quoter/QuoterRoute.tsx' },
        {
          path: '/orders/custom-design',
          module: 'src/features/design-quoter/DesignQuoterPage.tsx',
        },
      ],
    }),
    // Every other page's HTML, with the page's own code preloaded and its loading screen.
    pageShells(
      PAGE_PATHS.map((p) => ({
        path: p.path,
        modules: p.pages.map((n) => PAGE_MODULES[n]),
        loading: p.loading,
      })),
      app.render,
    ),
    precompress(),
  ],
  base: '/',
  resolve: { conditions: ['@diecut/source'] },
  // The build-time render of the pages (vite-prerender.ts) bundles the workspace packages from
  // their sources, as the browser build does.
  ssr: {
    noExternal: [/^@diecut\//],
    resolve: { conditions: ['@diecut/source', ...defaultServerConditions] },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets/dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: each page's chunk and what it imports, for the bundle bench
    // (bench/bundle-size.mjs). The server does not serve it (a dot directory).
    manifest: true,
    rolldownOptions: {
      // The browser's bundle exports nothing to anyone (the build-time render's does: its
      // entry's `prerenderPage`), which copying small shared chunks into their readers needs.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          // Every module the entry imports statically runs on every page: one chunk, the
          // entry's. Left to itself the bundler splits off each part a lazy page also
          // imports (React, the core's catalogue) into a chunk of its own, each one more
          // request and more bytes to load first. The quote engine (the order's reducer,
          // rules and pricing, the quote store) is not the entry's: the quoters' chunks
          // bring it, and a page that only shows answers never loads it.
          groups: [{ name: 'index', tags: ['$initial'] }],
          // The pages' shared code is cut into one chunk per set of pages that share it, many
          // of them a few hundred bytes (a button, a money format): the checkout loaded 30
          // files. Over HTTP/1.1 a browser asks for six at a time, so each six more cost a
          // round trip before the page can draw (Lighthouse mobile, the checkout's first paint
          // 2.46 -> 1.76 s, score 93 -> 98). The bundler copies the shared chunks under this
          // size (source bytes) into the chunks that read them, keeping one instance of each
          // module at run time. Stylesheets stay files of their own (Vite's CSS emits a
          // module's CSS from every chunk holding it).
          ...(isSsrBuild
            ? {}
            : {
                experimentalInlineCommonChunks: {
                  maxSize: 30_000,
                  exclude: [/\.(?:css|scss|sass|less|styl|stylus|pcss|postcss|sss)(?:\?|$)/],
                },
              }),
        },
      },
    },
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
        '/account/orders/placed',
        '/account/orders/lookup',
        '/account/sizes',
        '/account/designs',
        '/account/shipments',
        '/admin',
        '/wp-json',
        '/healthz',
      ].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
}))
