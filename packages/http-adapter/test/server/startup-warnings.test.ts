import { afterAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../support/test-server'

describe('starting the server', () => {
  const warnings: string[] = []
  const onWarning = (w: Error & { code?: string }) => warnings.push(`${w.code}: ${w.message}`)
  process.on('warning', onWarning)
  afterAll(() => {
    process.off('warning', onWarning)
  })

  it('prints no deprecation warning', async () => {
    const server = await startTestServer('pglite')
    await server.close()
    // Node emits warnings on the next tick.
    await new Promise((r) => setTimeout(r, 50))
    expect(warnings.filter((w) => w.includes('FSTDEP') || w.includes('deprecated'))).toEqual([])
  })
})
