// Kept apart from the Schemas so that checks on a page's first screen can use it without Effect.

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not a character at all (it
// cannot be encoded as UTF-8); with the \`u\` flag, \p{Cs} matches only unpaired surrogates.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const UNSTORABLE = /\u0000|\p{Cs}/u

/** Whether a string can be stored and shown as text: no NUL and no unpaired surrogate. */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s)
