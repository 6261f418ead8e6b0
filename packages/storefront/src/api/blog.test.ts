import { describe, expect, it } from 'vitest'
import { inAppPath } from './blog'

describe('inAppPath', () => {
  const origin = 'https://diecut.example'

  it('answers the address inside the store for a link on this site', () => {
    expect(inAppPath('https://diecut.example/blog/a?x=1#top', origin)).toBe('/blog/a?x=1#top')
    expect(inAppPath('/blog/a', origin)).toBe('/blog/a')
  })

  it('answers null for a post on another site or a protocol-relative link', () => {
    expect(inAppPath('https://wp.example/2026/a/', origin)).toBeNull()
    expect(inAppPath('//evil.example/blog/a', origin)).toBeNull()
    expect(inAppPath('http://diecut.example/blog/a', origin)).toBeNull()
  })
})
