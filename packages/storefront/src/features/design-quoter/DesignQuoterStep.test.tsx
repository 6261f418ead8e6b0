// @vitest-environment happy-dom
import { buildOrder, guestEnv } from '@diecut/quote-core/testing'
import { createQuoteApi, QuoteStoreProvider, useDesignSteps, useOrder } from '@diecut/quote-react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DesignQuoterStep } from './DesignQuoterStep'

afterEach(cleanup)

const Quoter = () => {
  const flow = useDesignSteps(null)
  return <DesignQuoterStep order={useOrder()} flow={flow} />
}

/** A recreation brief of a label on White Paper (a laminated paper), nothing else chosen. */
const recreation = buildOrder(
  {
    product_type_id: 3,
    substrate_id: 3,
    graphic_design_order_details: { design_type_id: 2, design_product_type_id: 1 },
  },
  guestEnv,
  0,
)

const renderQuoter = () =>
  render(
    <QuoteStoreProvider api={createQuoteApi()} env={guestEnv} initial={recreation} refocus={false}>
      <Quoter />
    </QuoteStoreProvider>,
  )

const step = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`^Step \\d+: ${name}$`) })

describe('DesignQuoterStep', () => {
  it('opens a recreation brief without false ticks or early errors', () => {
    renderQuoter()
    // The material is chosen: the shape waits for its laminate, not for a material.
    const lockedHint = (name: string) => {
      const locked = step(name)
      return locked.classList.contains('step-locked')
        ? locked.querySelector('.step-locked-hint')?.textContent
        : 'not locked'
    }
    expect(lockedHint('Shape')).toBe('Choose a laminate first.')
    expect(lockedHint('Size')).toBe('Choose a shape first.')
    // Size and logo carry their numbers, not a tick, before they are answered.
    expect(step('Size').classList.contains('step-complete')).toBe(false)
    expect(step('Your Logo').classList.contains('step-complete')).toBe(false)
    expect(screen.queryByText('Upload Logo Files')).toBeNull()
  })
})
