import type { TestProject } from 'vitest/node'
import { startStore } from './store-server'

declare module 'vitest' {
  export interface ProvidedContext {
    storeUrl: string
  }
}

/** Starts the real store once for the browser tests and stops it afterwards. */
export default async function setup(project: TestProject) {
  const store = await startStore()
  project.provide('storeUrl', store.url)
  return async () => {
    await store.stop()
  }
}
