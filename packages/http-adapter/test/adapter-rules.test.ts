import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The adapters render, store and answer what quote-core decides: a rule written again in one of
// them is a second answer that drifts from the first. Each rule below names a decision the core
// makes and the text that would mean an adapter makes it too.

const packages = fileURLToPath(new URL('../../', import.meta.url))

const ADAPTERS = ['storefront/src', 'quote-react/src', 'http-adapter/src'] as const

type Source = { readonly file: string; readonly text: string }

/** The adapters' source files (tests left out: they may quote the core's words to check them). */
const sources: readonly Source[] = ADAPTERS.flatMap((dir) =>
  readdirSync(path.join(packages, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => {
      const file = path.join(dir, f).split(path.sep).join('/')
      return { file, text: readFileSync(path.join(packages, file), 'utf8') }
    }),
)

type Rule = {
  /** The decision, and where the core makes it. */
  readonly name: string
  readonly pattern: RegExp
  /** Folders searched (all adapters when left out). */
  readonly in?: readonly string[]
  /** Files allowed to hold it: the one place the adapter side maps the core's answer. */
  readonly except?: readonly string[]
  /** A line an adapter would write when it makes the decision itself: the rule must find it. */
  readonly example: string
}

const REFUSAL_MAP = 'http-adapter/src/http/refusal-failure.ts'
// The failures themselves and their statuses are declared here, not decided.
const FAILURE_TABLES = ['http-adapter/src/http/failure.ts', 'http-adapter/src/http/error-status.ts']

const RULES: readonly Rule[] = [
  {
    name: "the order cut-off's words (quote-core processingChoices)",
    pattern: /Order by 10\s?am ET/i,
    example: "description: 'Order by 10am ET.',",
  },
  {
    name: "the checkout's missing-email message (quote-core checkoutFieldIssues)",
    pattern: /Please enter your email address/,
    example: "setError('Please enter your email address.')",
  },
  {
    name: 'the default shipping service (quote-core chosenShippingCode)',
    pattern: /rates\s*\[\s*0\s*\]/,
    example: 'const code = r.rates[0]?.code ?? null',
  },
  {
    name: 'an expedite-days table or its day names (quote-core processingChoices, expediteDaysOf)',
    pattern:
      /EXPEDITE_DAYS|\[\s*1\s*,\s*0\s*\]|\[\s*5\s*,\s*4\s*,\s*3\s*\]|['"`](Same|Next) day['"`]|delay_expedite\s*===\s*\d/,
    in: ['storefront/src', 'quote-react/src'],
    example: 'const EXPEDITE = { 1: [1, 0], 2: [5, 4, 3] }',
  },
  {
    name: "Need it by's choice between on time and too late (quote-core needByChoice)",
    pattern: /'OnTime'|\.earliest\b/,
    example: "const choice = plan._tag === 'OnTime' ? plan.choice : plan.earliest",
  },
  {
    name: 'whether an order is placed (quote-core orderChangeRefusal)',
    pattern: /selectIsPlaced/,
    in: ['http-adapter/src'],
    example: 'if (selectIsPlaced(order)) return fail(...)',
  },
  {
    name: 'a unit noun derived from the product type (quote-core unitNounOf, unitNounsOf)',
    pattern: /['"`](label|carton)s?['"`]\s*:\s*['"`](label|carton)s?['"`]/,
    in: ['http-adapter/src'],
    example: "const noun = carton ? 'cartons' : 'labels'",
  },
  {
    name: 'a core refusal turned into an error answer outside the one map (refusal-failure.ts)',
    pattern:
      /_tag:\s*'(CheckoutRefused|InvalidDestination|NotPriced|OrderPlaced|BlockingIssues|CartFull|LoginRequired)'|\brefusalFailure\s*=/,
    in: ['http-adapter/src'],
    except: [REFUSAL_MAP, ...FAILURE_TABLES],
    example: "return fail({ _tag: 'NotPriced', message: result.message })",
  },
  {
    name: 'a guest refused by the route itself (quote-core accountRefusal)',
    pattern: /is_guest\)\s*(return\s+)?fail\(/,
    in: ['http-adapter/src'],
    example: "if (user.is_guest) return fail({ _tag: 'LoginRequired' })",
  },
  {
    name: 'the checkout named by a letter',
    pattern: /const\s+\w\s*=\s*useCheckout\(/,
    example: 'const c = useCheckout()',
  },
]

/** Each file and line of the adapters that holds the rule's text. */
const offenders = (rule: Rule, files: readonly Source[] = sources): readonly string[] =>
  files
    .filter((s) => (rule.in ?? ADAPTERS).some((dir) => s.file.startsWith(`${dir}/`)))
    .filter((s) => !(rule.except ?? []).includes(s.file))
    .flatMap((s) =>
      s.text
        .split('\n')
        .flatMap((line, i) =>
          rule.pattern.test(line) ? [`${s.file}:${i + 1}: ${line.trim()}`] : [],
        ),
    )

describe('the adapters hold none of the core’s rules', () => {
  it('reads every adapter', () => {
    for (const dir of ADAPTERS)
      expect(sources.filter((s) => s.file.startsWith(`${dir}/`)).length).toBeGreaterThan(10)
    expect(sources.some((s) => s.file === REFUSAL_MAP)).toBe(true)
  })

  it.each(RULES.map((r) => [r.name, r] as const))('no adapter writes %s', (_name, rule) => {
    expect(offenders(rule)).toEqual([])
  })

  it.each(RULES.map((r) => [r.name, r] as const))('would find %s', (_name, rule) => {
    const dir = (rule.in ?? ADAPTERS)[0]!
    const file = { file: `${dir}/x.ts`, text: `// a file\n${rule.example}\n` }
    expect(offenders(rule, [file])).toEqual([`${dir}/x.ts:2: ${rule.example}`])
  })
})
