import {
  emptyEnv,
  LABEL_LAMINATE,
  LABEL_SUBSTRATE,
  laminateSelected,
  materialSelected,
  newOrder,
  orderReducer,
  quantitiesChanged,
  rollFitOf,
  rollMaxQuantityChanged,
  rollOptionsToggled,
  sizeChanged,
  unwindChart,
} from '@diecut/quote-core'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LAPTOP, PHONE, screenshotsDir, shotBothWidths, useBrowser } from './browser'
import { pick, pngOf, textOf } from './quoter-actions'
import { callStore } from './store-call'

const zebra = {
  name: 'Zebra ZE500',
  core_size_in: 3 as const,
  max_outside_diameter_in: 6,
  max_label_width_in: 4.25,
  unwind_direction_id: 3 as const,
  min_gap_in: 0.125,
}

/** 2" x 3" White Plastic + Gloss, 1,000 of one design, machine applied, Top Edge Leading. */
const labels = {
  product_type_id: 1,
  substrate_id: LABEL_SUBSTRATE.whitePlastic,
  laminate_id: LABEL_LAMINATE.gloss,
  shape_id: 1,
  width: 2,
  length: 3,
  form_factor_id: 1,
  roll_direction_id: 1,
  design_count: 1,
  design_qty: 1000,
  total_qty: 1000,
}

// The message the quoter must show, from the same core rule: 1,000 per roll on a 6" applicator.
const tooBig = [
  materialSelected({ substrateId: LABEL_SUBSTRATE.whitePlastic }),
  laminateSelected({ laminateId: LABEL_LAMINATE.gloss }),
  sizeChanged({ width: 2, length: 3 }),
  quantitiesChanged({ total_qty: 1000, design_count: 1, design_qty: 1000 }),
  rollOptionsToggled({ on: true }),
  rollMaxQuantityChanged({ quantity: 1000 }),
].reduce((o, a) => orderReducer(o, a, emptyEnv), newOrder(1))
const expected = rollFitOf(tooBig, zebra)?.warnings[0]
const suggested = expected?.fixes[0]

const warningsOf = (page: Page) => page.locator('[data-testid=roll-fit-warnings] [data-code]')

describe('roll fit', () => {
  const { open, shot } = useBrowser()

  it('a saved applicator profile sets the rolls, warns of a roll too large and its suggestion fixes it; the unwind preview turns the artwork', async () => {
    expect(expected?.message).toBe(
      'Rolls of 1,000 are 6.7" across; your Zebra ZE500 takes 6.0". Choose 750 per roll.',
    )
    if (suggested?.kind !== 'max_per_roll') throw new Error('no quantity suggested')

    const page = await open('/account', LAPTOP)
    await page.waitForLoadState('networkidle')
    await callStore(page, 'POST', '/account/users/signup', {
      email: `rollfit-${Date.now()}@example.com`,
      password: 'beeswax-2024',
      name: 'Lin Packer',
    })

    // The customer saves their applicator on the account.
    await page.goto('/account/applicators')
    await page.getByText('No applicator profiles yet.').waitFor()
    await page.getByLabel('Name').fill(zebra.name)
    await page.getByLabel('Largest roll (outside diameter, inches)').fill('6')
    await page.getByLabel('Widest label (web width, inches)').fill('4.25')
    await page.getByLabel('Unwind').selectOption({ label: '#3, Right Edge Leading' })
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await textOf(
      page,
      '.profile-card',
      /Zebra ZE500.*3" core · rolls up to 6" · labels up to 4.25" wide · #3, Right Edge Leading/,
    )
    await shotBothWidths(page, shot, 'roll-fit-profiles')

    // A quote with the customer's artwork, fitted to the profile on the quoter.
    const { order } = await callStore(page, 'POST', '/orders/quoter', { order: labels })
    await page.evaluate(
      async ({ id, bytes }) => {
        const form = new FormData()
        form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'jam.png')
        const res = await fetch(`/account/designs/add/${id}`, { method: 'POST', body: form })
        if (!res.ok) throw new Error(`artwork answered ${res.status}`)
      },
      { id: order.id, bytes: [...pngOf(300, 450)] },
    )
    await page.goto(`/orders/custom-labels/${order.id}`)
    const fitTo = page.getByLabel('Fit to my applicator')
    await fitTo.selectOption({ label: zebra.name })
    const diameter = page.getByLabel('Maximum Roll Diameter')
    await expect.poll(() => diameter.inputValue()).toBe('6')
    await textOf(
      page,
      '[data-testid=roll-numbers]',
      /labels per roll · .* across · .* on a 3" core/,
    )
    expect(await warningsOf(page).count()).toBe(0)

    // 1,000 per roll does not fit: the message names the roll and what would.
    await diameter.fill('')
    await diameter.press('Enter')
    const perRoll = page.getByLabel('Maximum Labels per Roll')
    await expect.poll(() => perRoll.isEnabled()).toBe(true)
    await perRoll.fill('1000')
    await perRoll.press('Enter')
    await expect.poll(() => warningsOf(page).allTextContents()).toEqual([expected?.message])
    expect(await page.getByRole('button', { name: suggested.label }).count()).toBe(1)
    await textOf(
      page,
      '[data-testid=roll-numbers]',
      /^1,000 labels per roll · 6\.7" across · 1 roll on a 3" core$/,
    )
    await page.locator('[data-testid=roll-fit-warnings]').scrollIntoViewIfNeeded()
    await shotBothWidths(page, shot, 'roll-fit-warning')

    // Following it: the customer types the suggested quantity; the warning goes.
    await perRoll.fill(String(suggested.perRoll))
    await perRoll.press('Enter')
    await expect.poll(() => warningsOf(page).count()).toBe(0)
    await textOf(
      page,
      '[data-testid=roll-numbers]',
      /^500 labels per roll · .* across · 2 rolls on a 3" core$/,
    )

    // The unwind preview: every position turns the artwork as the chart says, wound in or out.
    const preview = page.locator('[data-testid=unwind-preview]')
    for (const u of unwindChart) {
      await pick(page, u.label)
      await expect
        .poll(() => preview.locator('svg').getAttribute('data-position'))
        .toBe(String(u.position))
      expect(await preview.locator('svg').getAttribute('data-wound')).toBe(u.woundIn ? 'in' : 'out')
      const turns = await preview
        .locator('[data-testid=unwind-artwork]')
        .evaluateAll((gs) => gs.map((g) => g.getAttribute('transform') ?? ''))
      expect(turns.length).toBeGreaterThan(0)
      for (const t of turns) expect(t).toMatch(new RegExp(`rotate\\(${u.rotationDeg}\\)$`))
      // The customer's artwork itself is drawn, not a stand-in.
      expect(await preview.locator('[data-testid=unwind-artwork] image').count()).toBe(turns.length)
      const rotated = await preview.getByText('turns your artwork a quarter turn').count()
      expect(rotated).toBe(u.turned ? 1 : 0)
      // Any unwind but the profile's is a warning of its own.
      const codes = await warningsOf(page).evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-code')),
      )
      expect(codes).toEqual(u.position === 3 ? [] : ['roll_fit_unwind'])
      if ([1, 4, 5, 7].includes(u.position))
        await preview.screenshot({
          path: path.join(screenshotsDir, `roll-fit-unwind-${u.position}-1280.png`),
        })
    }

    // Back to the profile's #3 and locked: the tiles are locked with it.
    await page.getByRole('button', { name: 'Use #3, Right Edge Leading' }).click()
    await expect.poll(() => warningsOf(page).count()).toBe(0)
    await page.getByRole('switch', { name: /Lock this unwind/ }).click()
    await textOf(
      page,
      '[data-testid=unwind-lock]',
      /Unwind locked: position #3, Right Edge Leading\./,
    )
    expect(
      await page.getByRole('radio', { name: 'Top Edge Leading', exact: true }).isDisabled(),
    ).toBe(true)
    await preview.screenshot({ path: path.join(screenshotsDir, 'roll-fit-unwind-locked-1280.png') })
    await page.setViewportSize(PHONE)
    await preview.screenshot({ path: path.join(screenshotsDir, 'roll-fit-unwind-locked-390.png') })
    await page
      .locator('#step-application')
      .screenshot({ path: path.join(screenshotsDir, 'roll-fit-application-390.png') })
    await page.setViewportSize(LAPTOP)

    // A quote whose rolls do not fit says so in the cart and the checkout review too.
    const { profiles } = await callStore<{ profiles: { id: number }[] }>(
      page,
      'GET',
      '/account/applicator-profiles',
    )
    const { order: big } = await callStore(page, 'POST', '/orders/quoter', {
      order: {
        ...labels,
        roll_direction_id: 3,
        is_special_roll_qty: true,
        roll_qty_max: 1000,
        applicator_profile_id: profiles[0]?.id,
      },
    })
    await callStore(page, 'POST', `/carts/add-to-cart/${big.id}`)
    await page.goto('/cart')
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    await expect.poll(() => warningsOf(page).allTextContents()).toEqual([expected?.message])
    await shotBothWidths(page, shot, 'roll-fit-cart')
    await page.goto('/carts')
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor()
    await expect.poll(() => warningsOf(page).allTextContents()).toEqual([expected?.message])
  })
})
