import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'packages/http-adapter/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/quote-core/src/**/*.ts'],
    ignores: ['packages/quote-core/src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'zustand', 'fastify', 'drizzle-orm', 'node:*'],
              message: 'quote-core is framework-free and does no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'quote-core does no I/O.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
      ],
    },
  },
  {
    // The server's persistence layer is db/ (schema, client, migrations) and repositories/;
    // everything else reaches the database only through the repositories' interfaces.
    files: ['packages/http-adapter/src/**/*.ts'],
    ignores: [
      'packages/http-adapter/src/db/**',
      'packages/http-adapter/src/repositories/**',
      // The composition roots open and migrate the database.
      'packages/http-adapter/src/server.ts',
      'packages/http-adapter/src/cli/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/client'],
              message: 'Reach the database through a repository (src/repositories).',
            },
            {
              group: [
                '**/repositories/*/**',
                '**/repositories/read-cache',
                '**/repositories/mutex',
              ],
              message: "A repository's parts are its own: import its interface file.",
            },
          ],
        },
      ],
    },
  },
  {
    // One reason to change per file: a repository that outgrows this splits by concern, as
    // repositories/order-repository.ts into repositories/orders/.
    files: ['packages/http-adapter/src/repositories/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['packages/storefront/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render outside HTML with <SafeHtml>, which sanitises it.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.prop.test.ts'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/consistent-test-it': ['error', { fn: 'it' }],
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      // it and it.prop of @fast-check/vitest (vitest's it, extended) are test blocks too.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['it', 'it.prop'] }],
    },
  },
)
