import {
  ApplicatorProfile,
  type ApplicatorProfileInput,
  type ApplicatorProfile as Profile,
} from '@diecut/quote-core'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { Schema } from 'effect'
import type { Executor } from '../db/client'
import { applicatorProfiles } from '../db/schema'

type Row = typeof applicatorProfiles.$inferSelect

const decodeProfile = Schema.decodeUnknownSync(ApplicatorProfile)

// A row is what the input schema let in; decoding it again keeps the answer to the schema.
const toProfile = (r: Row): Profile =>
  decodeProfile({
    id: r.id,
    name: r.name,
    core_size_in: r.coreSizeIn,
    max_outside_diameter_in: r.maxOutsideDiameterIn,
    max_label_width_in: r.maxLabelWidthIn,
    unwind_direction_id: r.unwindDirectionId,
    min_gap_in: r.minGapIn,
    updated_at: r.updatedAt.toISOString(),
  })

const columns = (p: ApplicatorProfileInput) => ({
  name: p.name.trim(),
  coreSizeIn: p.core_size_in,
  maxOutsideDiameterIn: p.max_outside_diameter_in,
  maxLabelWidthIn: p.max_label_width_in,
  unwindDirectionId: p.unwind_direction_id,
  minGapIn: p.min_gap_in,
})

/** A customer's applicator profiles; every call is scoped to the owner. */
export const createApplicatorProfileRepository = (db: Executor) => ({
  async list(userId: string): Promise<Profile[]> {
    const rows = await db
      .select()
      .from(applicatorProfiles)
      .where(eq(applicatorProfiles.userId, userId))
      .orderBy(asc(applicatorProfiles.id))
    return rows.map(toProfile)
  },

  /** The names of profiles by id, whoever owns them (a placed order's facts name the one it was checked against). */
  async names(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({ id: applicatorProfiles.id, name: applicatorProfiles.name })
      .from(applicatorProfiles)
      .where(inArray(applicatorProfiles.id, [...ids]))
    return new Map(rows.map((r) => [r.id, r.name]))
  },

  async count(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applicatorProfiles)
      .where(eq(applicatorProfiles.userId, userId))
    return row?.n ?? 0
  },

  async create(userId: string, input: ApplicatorProfileInput, now: Date): Promise<Profile> {
    const [row] = await db
      .insert(applicatorProfiles)
      .values({ userId, ...columns(input), createdAt: now, updatedAt: now })
      .returning()
    if (row === undefined) throw new Error('applicator profile not inserted')
    return toProfile(row)
  },

  /** The changed profile, or null when the user has no profile `id`. */
  async update(
    userId: string,
    id: number,
    input: ApplicatorProfileInput,
    now: Date,
  ): Promise<Profile | null> {
    const [row] = await db
      .update(applicatorProfiles)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(applicatorProfiles.id, id), eq(applicatorProfiles.userId, userId)))
      .returning()
    return row === undefined ? null : toProfile(row)
  },

  /** Whether the user had profile `id` (and it is gone now). */
  async delete(userId: string, id: number): Promise<boolean> {
    const rows = await db
      .delete(applicatorProfiles)
      .where(and(eq(applicatorProfiles.id, id), eq(applicatorProfiles.userId, userId)))
      .returning({ id: applicatorProfiles.id })
    return rows.length > 0
  },
})
