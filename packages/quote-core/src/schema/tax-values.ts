// The shop's default tax table and "no tax", without the Schemas of tax.ts: the checkout's
// totals use them on the page's first screen without loading Effect.

/** Ohio at 7.5%, shipping taxed: the store's Columbus rate. */
export const DEFAULT_TAX_RATES: Readonly<
  Record<string, { readonly rate: number; readonly shipping: boolean }>
> = { OH: { rate: 7.5, shipping: true } }

/** No sales tax: orders shipped where the shop collects none, and orders placed before tax. */
export const NO_TAX: {
  readonly rate: number
  readonly amount: number
  readonly jurisdiction: string
  readonly exempt: boolean
} = { rate: 0, amount: 0, jurisdiction: '', exempt: false }
