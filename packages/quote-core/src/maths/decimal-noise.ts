// Amounts run in binary floats: 0.29 · 100 is 28.999999999999996. Fifteen significant digits
// strip that representation noise and keep every digit a price can have.

/** The number without binary representation noise (15 significant digits). */
export const denoise = (x: number): number => Number(x.toPrecision(15))

/** True when a dollar amount is a whole number of cents (19.99 is; 19.995 is not). */
export const isWholeCents = (dollars: number): boolean =>
  Number.isFinite(dollars) && Number.isInteger(denoise(dollars * 100))
