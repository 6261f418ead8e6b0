import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { PHONE, useBrowser } from './browser'
import { fill, pick, pngOf, textOf } from './quoter-actions'

const WIDE = { width: 1280, height: 900 }
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pngOf(600, 600) })

const brief = {
  'Brand Description': 'Small-batch honey from a Vermont family farm',
  Website: 'https://bees.example',
  'Product Name & Description': 'Wildflower Honey, raw, 12 oz jar',
  'Product Ingredients & Directions for Use': 'Raw honey. Store at room temperature.',
  'Look & Feel': 'Warm, handmade, premium',
  'Preferred Fonts': 'Playfair Display',
  'Additional Text': 'Net wt 12 oz (340 g) · @beesfarm',
}

/** From the landing: a service, then Start Your Quote. */
const start = async (page: Page, service: string, heading: string) => {
  await page.getByRole('heading', { name: 'Get an Instant Design Quote Online' }).waitFor()
  const startButton = page.getByRole('button', { name: 'Start Your Quote' })
  expect(await startButton.isDisabled()).toBe(true)
  await pick(page, service)
  await startButton.click()
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Back to Design Quote' }).waitFor()
  // Only a custom design goes on to the design direction steps: edits and recreation count none.
  if (heading === 'Custom Artwork') await textOf(page, '[data-testid=step-of]', /^Step 1 of 4$/)
  else expect(await page.locator('[data-testid=step-of]').count()).toBe(0)
}

/** Material, shape and a 2" x 3" size of a label design. */
const labelBasics = async (page: Page) => {
  await pick(page, 'White Paper')
  await pick(page, 'Gloss', '#step-laminate')
  await pick(page, 'Square/Rectangle')
  await fill(page, 'Width', '2')
  await fill(page, 'Length', '3')
  await page.waitForURL(/\/orders\/custom-design\/\d+/)
}

/** Ticks a visually hidden checkbox or switch by its label, as a customer clicks it. */
const tick = (box: Locator) => box.locator('xpath=ancestor::label[1]').click()

const next = (page: Page, name: string | RegExp) =>
  page.locator('.summary-actions').getByRole('button', { name })

describe('design quote from the landing to the cart', () => {
  const { open, shot } = useBrowser()

  it('takes a custom design brief through every step into the cart and reopens it whole', async () => {
    const page = await open('/orders/custom-design', WIDE)
    await shot(page, 'design-landing-desktop')
    await start(page, 'Custom design', 'Custom Artwork')
    await labelBasics(page)
    await pick(page, 'Yes')
    await textOf(page, '.incomplete', /Upload Logo Vector Files/)
    expect(await next(page, 'Next: Design Direction').isDisabled()).toBe(true)
    await page.getByLabel('Logo files').setInputFiles(png('honey-logo.png'))
    await page.locator('.brief-files', { hasText: 'honey-logo.png' }).waitFor()
    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Food' })
    await page
      .getByRole('textbox', { name: 'Regulatory Information', exact: true })
      .fill('FDA net weight and origin statement')
    await page.getByRole('textbox', { name: 'Regulatory Information', exact: true }).blur()
    await shot(page, 'design-quoter-custom-desktop')
    await next(page, 'Next: Design Direction').click()

    await textOf(page, '[data-testid=step-of]', /^Step 2 of 4$/)
    await page.getByRole('tab', { name: /Vintage/ }).click()
    await tick(page.getByRole('checkbox', { name: 'Vintage: Retro Badge' }))
    await page.getByRole('tab', { name: /Luxury/ }).click()
    await tick(page.getByRole('checkbox', { name: 'Luxury: Black & Gold' }))
    await tick(page.getByRole('checkbox', { name: 'Luxury: Champagne Deco' }))
    await textOf(page, '.pick-count', /^3 of 3 chosen$/)
    // A fourth pick is refused: the other pictures cannot be chosen.
    expect(await page.getByRole('checkbox', { name: 'Luxury: Foil Monogram' }).isDisabled()).toBe(
      true,
    )
    await page.getByLabel('Style reference files').setInputFiles(png('shelf-photo.png'))
    await page.locator('.brief-files', { hasText: 'shelf-photo.png' }).waitFor()
    await shot(page, 'design-style-desktop')
    await next(page, 'Next').click()

    await textOf(page, '[data-testid=step-of]', /^Step 3 of 4$/)
    await textOf(page, '.incomplete', /Select Your Color Preferences/)
    await tick(page.getByRole('checkbox', { name: /^Greens/ }))
    await tick(page.getByRole('checkbox', { name: /^Browns/ }))
    await textOf(page, '.pick-count', /^2 of 3 chosen$/)
    await page
      .getByRole('textbox', { name: 'Specific brand colours', exact: true })
      .fill('Honey gold #c08a5b')
    await shot(page, 'design-color-desktop')
    await next(page, 'Next').click()

    await textOf(page, '[data-testid=step-of]', /^Step 4 of 4$/)
    expect(await next(page, 'Add to Cart').isDisabled()).toBe(true)
    for (const [label, value] of Object.entries(brief))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    await page.getByRole('textbox', { name: 'Additional Text', exact: true }).blur()
    await tick(page.getByRole('switch', { name: 'My font needs a licence bought for print' }))
    await page.getByLabel('Creative vision files').setInputFiles(png('moodboard.png'))
    await page.locator('.brief-files', { hasText: 'moodboard.png' }).waitFor()
    await textOf(page, '.price-breakdown', /Custom Design\$250\.00Font licence\$45\.00/)
    await textOf(page, '[data-testid=subtotal]', /^\$295\.00$/)

    // Everything typed reaches the server: a reload opens the brief at the quoter step, whole.
    await page.waitForTimeout(1500)
    await page.reload()
    await page.getByRole('heading', { name: 'Custom Artwork', level: 1 }).waitFor()
    await textOf(page, '[data-testid=step-of]', /^Step 1 of 4$/)
    await page.getByRole('button', { name: /Brand & Product/ }).click()
    for (const [label, value] of Object.entries(brief))
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(value)
    await shot(page, 'design-brand-desktop')

    await next(page, 'Add to Cart').click()
    const dialog = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await dialog.waitFor()
    const modal = (await dialog.textContent()) ?? ''
    expect(modal).toContain('Custom Artwork')
    expect(modal).toContain('White Paper')
    expect(modal).toContain('$295.00')
    await shot(page, 'design-added-desktop', false)
    await dialog.getByRole('button', { name: 'Go to Cart' }).click()
    await page.getByRole('heading', { name: 'Your Cart' }).waitFor()
    await textOf(page, '.cart-lines', /Custom Artwork · Label Design/)

    await page.getByRole('link', { name: 'Edit' }).click()
    await page.waitForURL(/\/orders\/custom-design\/\d+\?edit=1/)
    await page.getByRole('heading', { name: 'Custom Artwork', level: 1 }).waitFor()
    await textOf(page, '[data-testid=step-of]', /^Step 1 of 4$/)
    expect(await page.getByRole('radio', { name: /^White Paper/ }).isChecked()).toBe(true)
    expect(await page.getByLabel('Width', { exact: true }).inputValue()).toBe('2')
    expect(await page.getByRole('radio', { name: /^Yes/ }).isChecked()).toBe(true)
    await textOf(page, '.brief-files', /honey-logo\.png/)
    expect(await page.getByRole('combobox', { name: 'Industry' }).inputValue()).not.toBe('')
    expect(
      await page.getByRole('textbox', { name: 'Regulatory Information', exact: true }).inputValue(),
    ).toBe('FDA net weight and origin statement')
    await page.getByRole('button', { name: /Design Style/ }).click()
    await textOf(page, '.pick-count', /^3 of 3 chosen$/)
    await textOf(page, '.brief-files', /shelf-photo\.png/)
    await page.getByRole('button', { name: /Color Preferences/ }).click()
    expect(await page.getByRole('checkbox', { name: /^Greens/ }).isChecked()).toBe(true)
    expect(
      await page.getByRole('textbox', { name: 'Specific brand colours', exact: true }).inputValue(),
    ).toBe('Honey gold #c08a5b')
    await page.getByRole('button', { name: /Brand & Product/ }).click()
    for (const [label, value] of Object.entries(brief))
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(value)
    expect(
      await page
        .getByRole('switch', { name: 'My font needs a licence bought for print' })
        .isChecked(),
    ).toBe(true)
    await textOf(page, '.brief-files', /moodboard\.png/)
    await next(page, 'Save Changes').waitFor()
  })

  it('orders Artwork Edits straight from the quoter step, with the edits note', async () => {
    const page = await open('/orders/custom-design', WIDE)
    await start(page, 'Artwork Edits', 'Artwork Edits')
    await textOf(page, '.quoter-main', /proceed with a full order/)
    await labelBasics(page)
    await page.getByLabel('Upload artwork files').first().setInputFiles(png('old-label.png'))
    await page.locator('.brief-files', { hasText: 'old-label.png' }).waitFor()
    await page
      .getByRole('textbox', { name: 'Artwork Instructions', exact: true })
      .fill('Change the year to 2027 and make the logo blue')
    await page.getByRole('textbox', { name: 'Artwork Instructions', exact: true }).blur()
    // A flattened PNG cannot be edited in layers: the rebuild is priced.
    await textOf(
      page,
      '.price-breakdown',
      /Artwork Edits\$30\.00Uneditable or low-resolution file\$60\.00/,
    )
    await shot(page, 'design-quoter-edits-desktop')
    await page.setViewportSize(PHONE)
    await shot(page, 'design-quoter-edits-phone')
    await page.setViewportSize(WIDE)
    await next(page, 'Add to Cart').click()
    const dialog = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await dialog.waitFor()
    expect((await dialog.textContent()) ?? '').toContain('Artwork Edits')
  })

  it('orders Artwork Recreation once the artwork, instructions and logo are in', async () => {
    const page = await open('/orders/custom-design', WIDE)
    await start(page, 'Artwork Recreation', 'Artwork Recreation')
    await pick(page, 'White Paper')
    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Circle/Oval')
    await fill(page, 'Width', '3')
    await fill(page, 'Length', '3')
    await page.waitForURL(/\/orders\/custom-design\/\d+/)
    await page.getByLabel('Upload artwork files').first().setInputFiles(png('scan.png'))
    await page
      .getByRole('textbox', { name: 'Artwork Instructions', exact: true })
      .fill('Redraw as vectors, keep the colours')
    await page.getByRole('textbox', { name: 'Artwork Instructions', exact: true }).blur()
    await textOf(page, '.incomplete', /Upload Logo Files/)
    expect(await next(page, 'Add to Cart').isDisabled()).toBe(true)
    await page.getByLabel('Logo files').setInputFiles(png('logo.png'))
    await page.locator('.brief-files', { hasText: 'logo.png' }).waitFor()
    await textOf(page, '[data-testid=subtotal]', /^\$95\.00$/)
    await next(page, 'Add to Cart').click()
    const dialog = page.getByRole('dialog', { name: 'Item Added to Cart' })
    await dialog.waitFor()
    expect((await dialog.textContent()) ?? '').toContain('Artwork Recreation')
  })

  it('shows every design step at phone width and passes axe on each', async () => {
    const page = await open('/orders/custom-design', PHONE)
    await shot(page, 'design-landing-phone')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('tab', { name: 'Folding Carton' }).click()
    await start(page, 'Custom design', 'Custom Artwork')
    await pick(page, 'Bright White Paper SBS')
    await pick(page, 'Gloss', '#step-laminate')
    await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Not Applicable' })
    await shot(page, 'design-quoter-custom-phone')
    expect(await seriousViolations(page)).toEqual([])
    await pick(page, 'Straight Tuck')
    await fill(page, 'Length', '2')
    await fill(page, 'Width', '2')
    await fill(page, 'Depth', '5')
    await pick(page, 'No')
    await next(page, 'Next: Design Direction').click()
    await page.getByRole('heading', { name: 'Design Style', level: 2 }).waitFor()
    await shot(page, 'design-style-phone')
    expect(await seriousViolations(page)).toEqual([])
    await tick(page.getByRole('checkbox', { name: 'Playful: Bubble Letters' }))
    await next(page, 'Next').click()
    await page.getByRole('heading', { name: 'Color Preferences', level: 2 }).waitFor()
    await shot(page, 'design-color-phone')
    expect(await seriousViolations(page)).toEqual([])
    await tick(page.getByRole('checkbox', { name: /^Blues/ }))
    await next(page, 'Next').click()
    await page.getByRole('heading', { name: 'Describe Your Brand and Product', level: 2 }).waitFor()
    await shot(page, 'design-brand-phone')
    expect(await seriousViolations(page)).toEqual([])
  })
})
