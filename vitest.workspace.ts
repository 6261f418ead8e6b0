/** The test projects of the monorepo: one per package, each with its own vitest config. */
export const projects = [
  'packages/quote-core',
  'packages/http-adapter',
  'packages/quote-react',
  'packages/storefront',
]
