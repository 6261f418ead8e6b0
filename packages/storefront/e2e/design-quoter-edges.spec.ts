import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { hydrated, LAPTOP, PHONE, useBrowser } from './browser'
import { fill, pick, textOf } from './quoter-actions'

/** The hint a locked step shows in place of its content ('' once the step is open). */
const lockHint = async (page: Page, id: string) => {
  const hint = page.locator(`#${id} .step-locked-hint`)
  return (await hint.count()) === 0 ? '' : ((await hint.textContent()) ?? '')
}

const ticked = async (page: Page, id: string) =>
  (await page.locator(`#${id}`).getAttribute('class'))?.includes('step-complete') ?? false

const logoError = (page: Page) => page.locator('#step-logo .field-error')

describe('the design quoter as a first-time customer sees it', () => {
  const { open, shot } = useBrowser()

  for (const [width, viewport] of [
    [1280, LAPTOP],
    [390, PHONE],
  ] as const) {
    it(`at ${width} px: the Design tab opens in place, no false ticks, counts or early errors`, async () => {
      const page = await open('/orders/custom-labels', viewport)
      await page.getByRole('heading', { name: 'Custom Labels', level: 1 }).waitFor()
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const designTab = page
        .getByRole('navigation', { name: 'Product type' })
        .getByRole('link', { name: 'Design' })
      await (await hydrated(designTab)).click()
      // The design quoter opens in this tab, without a reload, and no other tab appears.
      await page.getByRole('heading', { name: 'Get an Instant Design Quote Online' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/orders/custom-design')
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      expect(page.context().pages()).toHaveLength(1)

      await pick(page, 'Artwork Recreation')
      await page.getByRole('button', { name: 'Start Your Quote' }).click()
      await page.getByRole('heading', { name: 'Artwork Recreation', level: 1 }).waitFor()

      // One step: the summary counts none and lists no step buttons.
      await textOf(page, '.incomplete', /Upload Logo Files/)
      expect(await page.locator('[data-testid=step-of]').count()).toBe(0)
      expect(await page.getByText(/Step \d of \d/).count()).toBe(0)
      expect(await page.getByRole('navigation', { name: 'Design quote steps' }).count()).toBe(0)

      // Nothing chosen: Size and Your Logo show their numbers, not ticks, and no red yet.
      expect(await ticked(page, 'step-size')).toBe(false)
      expect(await page.locator('#step-size .step-number').textContent()).toMatch(/^\d+$/)
      expect(await ticked(page, 'step-logo')).toBe(false)
      expect(await logoError(page).count()).toBe(0)
      expect(await lockHint(page, 'step-shape')).toBe('Choose a material first.')

      // A laminated material chosen: the shape waits for the laminate, not for a material.
      await pick(page, 'White Paper')
      await expect.poll(() => lockHint(page, 'step-shape')).toBe('Choose a laminate first.')
      expect(await lockHint(page, 'step-size')).toBe('Choose a shape first.')
      await shot(page, `design-edges-laminate-${width}`)
      expect(await seriousViolations(page)).toEqual([])

      await pick(page, 'Gloss', '#step-laminate')
      await expect.poll(() => lockHint(page, 'step-shape')).toBe('')
      expect(await lockHint(page, 'step-size')).toBe('Choose a shape first.')
      await pick(page, 'Square/Rectangle')
      expect(await ticked(page, 'step-size')).toBe(false)
      await fill(page, 'Width', '2')
      await fill(page, 'Length', '3')
      await expect.poll(() => ticked(page, 'step-size')).toBe(true)
      expect(await logoError(page).count()).toBe(0)

      if (width === 1280) {
        // Touching the logo step makes its missing files matter.
        await pick(page, 'No', '#step-logo')
      } else {
        // Asking what is missing does too.
        await page.locator('.incomplete').getByRole('button', { name: 'Upload Logo Files' }).click()
      }
      await textOf(page, '#step-logo .field-error', /^Upload Logo Files$/)
      await shot(page, `design-edges-logo-${width}`)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
