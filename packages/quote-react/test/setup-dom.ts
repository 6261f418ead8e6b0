import { afterEach } from 'vitest'

// Testing Library unmounts rendered hooks after each test only when vitest's globals are on;
// they are off here, so every happy-dom test file unmounts explicitly (a fresh provider per test).
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(() => cleanup())
  // waitFor gives up after 1 s by default: too short for a real server on a busy machine (the
  // hooks answer in milliseconds when idle). A condition that never holds still fails the test.
  configure({ asyncUtilTimeout: 15_000 })
}
