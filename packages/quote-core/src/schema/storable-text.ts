// Kept apart from the Schemas so that checks on a page's first screen can use it without Effect.
const UNSTORABLE = /\u0000|\p{Cs}/u

/** Whether a string can be stored and shown as text: no NUL and no unpaired surrogate. */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s)
