/** True when a database error (or its cause) is a unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (('code' in e && e.code === '23505') || ('cause' in e && isUniqueViolation(e.cause)))
