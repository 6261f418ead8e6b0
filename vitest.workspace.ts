import { browserTests, unitTests } from './packages/storefront/vitest.config.ts'

/**
 * The test projects of the monorepo: one per package, each with its own vitest config; the
 * storefront's unit tests and browser tests are two projects (the browser tests run one file
 * at a time, after the others).
 */
export const projects = [
  'packages/quote-core',
  'packages/http-adapter',
  'packages/quote-react',
  unitTests,
  browserTests,
]
