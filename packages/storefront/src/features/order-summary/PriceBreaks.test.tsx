// @vitest-environment happy-dom
import { priceBreaksForOrder } from '@diecut/quote-core'
import { buildOrder, fixedNow, guestEnv, labelQuotePatch } from '@diecut/quote-core/testing'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PriceBreakTable } from './PriceBreaks'

afterEach(cleanup)

describe('PriceBreakTable', () => {
  it('says how much more a smaller run costs per unit and how much less a larger one', () => {
    const rows = priceBreaksForOrder(buildOrder(labelQuotePatch), { env: guestEnv, now: fixedNow })
    render(<PriceBreakTable rows={rows} />)
    expect(screen.getByRole('columnheader', { name: 'Vs. this quote' })).toBeTruthy()
    const body = screen.getAllByRole('row').slice(1)
    const current = body.findIndex((r) => r.getAttribute('aria-current') === 'true')
    const last = body.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)
    expect(last.map((t) => t?.replace(/^\d+% /, ''))).toEqual(
      body.map((_, i) => (i < current ? 'more' : i > current ? 'less' : '–')),
    )
    expect(last.join(' ')).not.toMatch(/-\d/)
  })
})
