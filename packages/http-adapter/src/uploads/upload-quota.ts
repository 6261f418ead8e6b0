import { fail } from '../http/failure'
import type { Repositories } from '../repositories/repositories'

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

/** Stops the request with 413 when `n` more bytes would pass the user's or the store's quota. */
const refuseOver = (limits: QuotaLimits, user: number, total: number, n: number): void => {
  if (user + n > limits.userQuotaBytes)
    fail({
      _tag: 'TooLarge',
      message: `Your uploaded files would take more than the ${mib(limits.userQuotaBytes)} each account may keep. Delete some files and try again.`,
    })
  if (total + n > limits.totalQuotaBytes)
    fail({
      _tag: 'TooLarge',
      message:
        'The store cannot take more uploaded files right now. Please try again later or contact us.',
    })
}

/**
 * Per-user and store-wide upload quotas, checked twice. While a file streams in, its bytes
 * are counted against the stored bytes and the other uploads arriving in this process, so an
 * oversized upload stops early. Once every file is in, `reserveUpload` decides for good.
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
          refuseOver(
            limits,
            userStored + (arrivingByUser.get(userId) ?? 0),
            totalStored + arrivingTotal,
            n,
          )
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

/**
 * The final quota check for a request's `bytes`, made in the database under one lock so that
 * uploads finishing together in any number of processes cannot pass a quota between them:
 * refuses with 413, or reserves the bytes until the request's rows are written (the caller
 * releases the reservation when it is done, whatever happened).
 */
export const reserveUpload = async (
  repos: Pick<Repositories, 'transaction'>,
  limits: QuotaLimits,
  reservation: { id: string; userId: string; bytes: number; now: Date },
): Promise<void> => {
  const { id, userId, bytes, now } = reservation
  await repos.transaction(async (tx) => {
    const usage = await tx.uploadUsage.lockedUsage(userId, now)
    refuseOver(limits, usage.user, usage.total, bytes)
    await tx.uploadUsage.reserve(id, userId, bytes, now)
  })
}
