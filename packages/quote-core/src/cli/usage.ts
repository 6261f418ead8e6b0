/** The --help text of quote-price: every flag, each with an example, and the exit codes. */
export const USAGE = `Usage: quote-price [options]                 price a configuration given as flags
       quote-price --stdin [--json] < q.json   price {"order": {...}} (order fields of the API)

With --stdin the whole order comes from standard input: flags that describe the order
(--width, --qty, ...) are refused; --now, --zip, --city, --country and --json still apply.

Options (each with an example):
  --product label|carton|design   product type (default label)     --product carton
  --material NAME                 material by name                 --material "White Paper"
  --laminate NAME                 laminate by name                 --laminate "Soft Touch Matte"
  --shape NAME                    rectangle, square, circle, oval, star, diamond, lip-balm,
                                  polygon, tamper-seal, custom; cartons: straight-tuck,
                                  auto-lock, custom-shape          --shape circle
  --square-corners                square instead of round corners  --square-corners
  --width INCHES                  width in inches                  --width 2.5
  --length INCHES                 length in inches                 --length 3
  --depth INCHES                  depth in inches (cartons)        --depth 6
  --qty N                         total quantity                   --qty 5000
  --designs N                     number of designs (default 1)    --designs 2
  --proof none|digital|printed    proof type                       --proof printed
  --expedite DAYS                 expedited production days: labels 1 or 0 (same day),
                                  cartons 5, 4 or 3                --expedite 1
  --application machine|hand      how labels are applied           --application hand
  --zip ZIP                       shipping estimate to a ZIP       --zip 43215
  --city CITY                     destination city (with --zip)    --city Columbus
  --country CC                    destination country (with --zip) --country US
  --now ISO-INSTANT               moment of ordering (default now), years 2000 to 2100 (UTC)
                                                                   --now 2026-03-04T14:30:00Z
  --stdin                         read {"order": {...}} from stdin --stdin < quote.json
  --json                          machine-readable output          --json
  --help                          this text                        --help

Exit codes:
  0  priced, with no blocking errors
  1  no price (it cannot be made as asked, or is incomplete) or not ready to order (artwork,
     files): the errors are listed (report, or "errors" in --json); a price shows only for
     the second kind
  2  bad input (unknown flag or name, malformed number, date or JSON): one line on stderr
  3  internal error: one line on stderr`
