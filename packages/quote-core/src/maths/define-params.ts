/**
 * The type of a parameter set, read from its defaults: the same names, doc comments and
 * nesting, every figure any `number`, all of it readonly.
 */
export type ParamsOf<Defaults> = { readonly [K in keyof Defaults]: ParamsOf<Defaults[K]> }

/**
 * Declares the defaults of a parameter set, which also give the set its type
 * (`typeof defaultXParams`): each parameter is written once, with its doc comment, beside its
 * default value.
 */
export const defineParams = <Defaults>(defaults: Defaults): ParamsOf<Defaults> => defaults
