import { Schema } from 'effect'
import { ROLL_DIRECTION } from '../catalog/ids'
import { Id, IsoDateTime, Text } from './primitives'

const inchesBetween = (min: number, max: number) =>
  Schema.Number.pipe(
    Schema.finite(),
    Schema.between(min, max, { message: () => `must be between ${min} and ${max} inches` }),
  )

const ProfileName = Text(80).pipe(
  Schema.filter((s) => s.trim().length > 0, { message: () => 'must not be empty' }),
)

/** An unwind direction of the eight-position chart (catalog/ids ROLL_DIRECTION). */
export const UnwindDirectionId = Schema.Literal(
  ...(Object.values(ROLL_DIRECTION) as [1, 2, 3, 4, 5, 6, 7, 8]),
)

/**
 * What a customer's labelling machine (or dispenser) takes, as they save it on their account:
 * the core it holds, the largest roll it mounts, the widest web it feeds, the unwind it needs
 * and the smallest gap between labels its sensor reads. Inches throughout.
 */
export const applicatorProfileFields = {
  name: ProfileName,
  /** Core inside diameter: 3 in or 1 in (docs/pricing-model.md section 4.2). */
  core_size_in: Schema.Literal(3, 1),
  /** The largest roll outside diameter the applicator mounts. */
  max_outside_diameter_in: inchesBetween(1.5, 24),
  /** The widest label (web) the applicator feeds, across the web. */
  max_label_width_in: inchesBetween(0.25, 24),
  unwind_direction_id: UnwindDirectionId,
  /** The smallest gap between labels the applicator's sensor needs. */
  min_gap_in: inchesBetween(0, 1),
} as const

/** A new applicator profile, or the whole of a changed one (POST and PUT bodies). */
export const ApplicatorProfileInput = Schema.Struct(applicatorProfileFields)
export type ApplicatorProfileInput = typeof ApplicatorProfileInput.Type

/** A saved applicator profile, as /account/applicator-profiles answers it. */
export const ApplicatorProfile = Schema.Struct({
  id: Id,
  ...applicatorProfileFields,
  updated_at: IsoDateTime,
})
export type ApplicatorProfile = typeof ApplicatorProfile.Type

/** The fields the roll fit reads: a profile need not be saved to be checked against. */
export type ApplicatorFit = Pick<
  ApplicatorProfile,
  | 'name'
  | 'core_size_in'
  | 'max_outside_diameter_in'
  | 'max_label_width_in'
  | 'unwind_direction_id'
  | 'min_gap_in'
>

/** The most applicator profiles one account keeps. */
export const MAX_APPLICATOR_PROFILES = 20

/** Why a new profile is refused: the account already keeps the most it may. */
export const APPLICATOR_PROFILES_FULL = {
  code: 'applicator_profiles_full',
  message: `An account keeps at most ${MAX_APPLICATOR_PROFILES} applicator profiles. Delete one before adding another.`,
} as const

/** Whether an account holding `count` profiles may add another. */
export const canAddApplicatorProfile = (count: number): boolean => count < MAX_APPLICATOR_PROFILES
