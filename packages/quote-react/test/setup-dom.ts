import { afterEach } from 'vitest'

// Testing Library unmounts rendered hooks after each test only when vitest's globals are on;
// they are off here, so every happy-dom test file unmounts explicitly (a fresh provider per test).
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
