import { describe, expect, it } from 'vitest'
import { formatFileSize } from './format-file-size'

describe('formatFileSize', () => {
  it('writes bytes, whole kilobytes and megabytes to one decimal (1 kB = 1,024 bytes)', () => {
    expect(formatFileSize(812)).toBe('812 B')
    expect(formatFileSize(35 * 1024 + 200)).toBe('35 kB')
    expect(formatFileSize(1023 * 1024)).toBe('1,023 kB')
    expect(formatFileSize(4.2 * 1024 * 1024)).toBe('4.2 MB')
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB')
  })
})
