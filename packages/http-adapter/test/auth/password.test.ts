import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  MAX_SCRYPT_IN_FLIGHT,
  scryptLoad,
  verifyPassword,
} from '../../src/auth/password'

describe('password hashing', () => {
  it('runs at most MAX_SCRYPT_IN_FLIGHT derivations at once, however many are asked for', async () => {
    const stored = await hashPassword('correct horse battery')
    scryptLoad.peak = 0
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verifyPassword(i === 5 ? 'correct horse battery' : `guess ${i}`, stored),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(results[5]).toBe(true)
    expect(scryptLoad.peak).toBe(MAX_SCRYPT_IN_FLIGHT)
    expect(scryptLoad.current()).toBe(0)
  })
})
