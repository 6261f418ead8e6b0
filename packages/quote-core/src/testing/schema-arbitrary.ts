import { Arbitrary } from 'effect'
import type { FastCheck, Schema } from 'effect'
import fc from 'fast-check'

// Test-only module: imported solely by *.test.ts files, never by the engine.

/**
 * The arbitrary Effect derives from a Schema, built with the fast-check that `it.prop` runs
 * (4.x) instead of the 3.x copy bundled in Effect, so generation, shrinking and replay from a
 * seed all happen in one fast-check. Effect builds it from whichever fast-check it is handed;
 * only its type declarations name the bundled copy, hence the casts.
 */
export const schemaArbitrary = <A, I, R>(schema: Schema.Schema<A, I, R>): fc.Arbitrary<A> =>
  Arbitrary.makeLazy(schema)(fc as unknown as typeof FastCheck) as unknown as fc.Arbitrary<A>
