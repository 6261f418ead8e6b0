import { fail } from '../http/failure'

export type UploadUsage = {
  bytesOfUser(userId: string): Promise<number>
  totalBytes(): Promise<number>
}

export type QuotaLimits = { readonly userQuotaBytes: number; readonly totalQuotaBytes: number }

/** The bytes one request is receiving, counted against the quotas as they arrive. */
export type QuotaAccount = {
  /** Counts `n` more bytes; stops the request with 413 when a quota would be passed. */
  add(n: number): void
  /** Gives the request's bytes back (they are then in the database, or were thrown away). */
  close(): void
}

const mib = (n: number) => `${Math.floor(n / (1024 * 1024))} MB`

/**
 * Per-user and store-wide upload quotas. Stored bytes come from the database; bytes still
 * arriving are counted in memory, so parallel uploads cannot pass a quota together.
 */
export const createUploadQuota = (limits: QuotaLimits, usage: UploadUsage) => {
  const arrivingByUser = new Map<string, number>()
  let arrivingTotal = 0
  return {
    async open(userId: string): Promise<QuotaAccount> {
      const [userStored, totalStored] = await Promise.all([
        usage.bytesOfUser(userId),
        usage.totalBytes(),
      ])
      let mine = 0
      let closed = false
      return {
        add(n) {
          const user = userStored + (arrivingByUser.get(userId) ?? 0) + n
          if (user > limits.userQuotaBytes)
            fail({
              _tag: 'TooLarge',
              message: `Your uploaded files would take more than the ${mib(limits.userQuotaBytes)} each account may keep. Delete some files and try again.`,
            })
          if (totalStored + arrivingTotal + n > limits.totalQuotaBytes)
            fail({
              _tag: 'TooLarge',
              message:
                'The store cannot take more uploaded files right now. Please try again later or contact us.',
            })
          mine += n
          arrivingTotal += n
          arrivingByUser.set(userId, (arrivingByUser.get(userId) ?? 0) + n)
        },
        close() {
          if (closed) return
          closed = true
          arrivingTotal -= mine
          const left = (arrivingByUser.get(userId) ?? 0) - mine
          if (left > 0) arrivingByUser.set(userId, left)
          else arrivingByUser.delete(userId)
        },
      }
    },
  }
}

export type UploadQuota = ReturnType<typeof createUploadQuota>
