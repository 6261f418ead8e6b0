import { describe, expect, it } from 'vitest'
import { createPdfCache } from '../../src/pdf/pdf-cache'

const pdfOf = (size: number, fill = 1) => Buffer.alloc(size, fill)

describe('createPdfCache', () => {
  it('makes a PDF once per key, also when it is asked for again while being made', async () => {
    const cache = createPdfCache(1024)
    let made = 0
    const make = async () => {
      made += 1
      return pdfOf(100)
    }
    const [a, b] = await Promise.all([cache.get('share-1', make), cache.get('share-1', make)])
    const c = await cache.get('share-1', make)
    expect(made).toBe(1)
    expect(b).toBe(a)
    expect(c).toBe(a)
    await cache.get('share-2', make)
    expect(made).toBe(2)
  })

  it('keeps the most recently used PDFs within its bytes and drops the others', async () => {
    const cache = createPdfCache(250)
    const made: string[] = []
    const maker = (key: string) => async () => {
      made.push(key)
      return pdfOf(100)
    }
    await cache.get('a', maker('a'))
    await cache.get('b', maker('b'))
    await cache.get('a', maker('a'))
    await cache.get('c', maker('c'))
    expect(cache.bytes()).toBeLessThanOrEqual(250)
    await cache.get('a', maker('a'))
    await cache.get('b', maker('b'))
    expect(made).toEqual(['a', 'b', 'c', 'b'])
  })

  it('keeps no failure and no PDF larger than all it may keep', async () => {
    const cache = createPdfCache(50)
    await expect(cache.get('x', () => Promise.reject(new Error('stopped')))).rejects.toThrow()
    const again = await cache.get('x', async () => pdfOf(10))
    expect(again.length).toBe(10)
    await cache.get('big', async () => pdfOf(51))
    expect(cache.bytes()).toBe(10)
  })
})
