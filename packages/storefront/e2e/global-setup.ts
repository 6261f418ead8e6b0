import type { TestProject } from 'vitest/node'
import { npmChromium, resolveChromium } from './chromium.mjs'
import { startStore } from './store-server'

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string
    /** The store's emails, written as .eml files. */
    storeMailDir: string
    /** The Chromium every browser test drives (Debian's, or npm's under DIECUT_CHROMIUM=npm). */
    chromiumPath: string
    /** npm's Chromium, which one spec always drives too. */
    npmChromiumPath: string
  }
}

/**
 * Starts the real store once for the browser tests and stops it afterwards; finds the
 * Chromium once (unpacking npm's takes a few seconds and must not race).
 */
export default async function setup(project: TestProject) {
  const npmPath = await npmChromium()
  project.provide('npmChromiumPath', npmPath)
  project.provide('chromiumPath', await resolveChromium())
  const store = await startStore()
  project.provide('storeUrl', store.url)
  project.provide('storeMailDir', store.mailDir)
  return async () => {
    await store.stop()
  }
}
