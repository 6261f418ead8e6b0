import {
  emptyEnv,
  laminateOptions,
  LABEL_SUBSTRATE,
  materialSelected,
  newOrder,
  orderReducer,
  printedProofOnlyAvailability,
} from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { fill, pick, textOf } from './quoter-actions'

describe('a disabled option', () => {
  const { open } = useBrowser()

  it('shows why a laminate and an additional option cannot be chosen', async () => {
    const clear = orderReducer(
      newOrder(1),
      materialSelected({ substrateId: LABEL_SUBSTRATE.clearPlastic }),
      emptyEnv,
    )
    const blocked = laminateOptions(clear).find((o) => !o.availability.available)
    const reason = blocked && !blocked.availability.available ? blocked.availability.reason : ''
    expect(reason).toBe('Soft Touch Matte is not available for Clear Plastic')

    const page = await open('/orders/custom-labels')
    await pick(page, 'Clear Plastic')
    const card = page.locator('#step-laminate label.option-card', { hasText: 'Soft Touch Matte' })
    await textOf(
      page,
      '#step-laminate label.option-card.is-disabled .option-reason',
      new RegExp(reason),
    )
    expect(await card.locator('input').isDisabled()).toBe(true)

    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Circle/Oval')
    await fill(page, 'Width', '2')
    await fill(page, 'Length', '2')
    await pick(page, 'Hand Applied (Rolls)')
    await page.getByRole('heading', { name: 'Additional Options' }).waitFor()
    const proof = printedProofOnlyAvailability(clear)
    const proofReason = proof.available ? '' : proof.reason
    const row = page.locator('.option-row', { hasText: 'Printed Proof Only' })
    await textOf(
      page,
      '.option-row:has-text("Printed Proof Only") .option-reason',
      new RegExp(proofReason),
    )
    expect(await row.getByRole('switch').isDisabled()).toBe(true)
    // Clear film allows white ink, reverse printing and front/back: those are enabled here.
    expect(
      await page
        .locator('.option-row', { hasText: 'Reverse Printing' })
        .getByRole('switch')
        .isDisabled(),
    ).toBe(false)
  })
})
