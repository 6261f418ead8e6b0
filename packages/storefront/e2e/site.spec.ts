import { QUOTE_CONSTANTS, labelSubstrates } from '@diecut/quote-core'
import { describe, expect, it } from 'vitest'
import { hydrated, PHONE, useBrowser } from './browser'
import { textOf } from './quoter-actions'

describe('site header and pages', () => {
  const { open, shot } = useBrowser()

  it('opens the About mega menu on hover with phone, hours and the latest blog posts', async () => {
    const page = await open('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await shot(page, 'home-desktop')
    await page.getByRole('button', { name: 'About' }).hover()
    const menu = page.locator('#mega-about')
    await menu.waitFor()
    const text = (await menu.textContent()) ?? ''
    expect(text).toContain(QUOTE_CONSTANTS.supportPhone)
    expect(text).toContain('9 AM to 6 PM ET, Monday to Friday')
    await expect.poll(() => menu.locator('.menu-col:last-child .menu-links li').count()).toBe(3)
    await shot(page, 'mega-menu-about', false)
    await page.getByRole('button', { name: 'Labels' }).hover()
    await page.locator('#mega-labels').waitFor()
    expect(await page.locator('#mega-about').isVisible()).toBe(false)
  })

  it('opens the phone menu with expandable sections, Back, Order Now and Marketplace', async () => {
    const page = await open('/', PHONE)
    // A tap before the page's scripts have run reaches a button with nothing behind it yet.
    await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.waitFor()
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true)
    await menu.getByRole('button', { name: 'Cartons' }).click()
    await menu.getByRole('link', { name: 'Straight Tuck' }).waitFor()
    await shot(page, 'mobile-menu-cartons', false)
    await menu.getByRole('button', { name: 'Back' }).click()
    await menu.getByRole('link', { name: /Marketplace/ }).waitFor()
    expect(await menu.getByRole('link', { name: 'Order Now' }).count()).toBe(1)
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect.poll(() => menu.count()).toBe(0)
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false)
  })

  it('serves real content pages and the design quote landing', async () => {
    const page = await open('/labels/label-materials')
    await textOf(page, 'h1', /Label materials/)
    const listed = labelSubstrates.filter((s) => s.listed)
    expect(await page.locator('.link-card').count()).toBe(listed.length)
    await page.goto('/orders/custom-design#get-started')
    await page.getByRole('heading', { name: 'Get an Instant Design Quote Online' }).waitFor()
    const start = page.getByRole('button', { name: 'Start Your Quote' })
    expect(await start.isDisabled()).toBe(true)
    await page.locator('label.option-card', { hasText: 'Artwork Recreation' }).click()
    await expect.poll(() => start.isDisabled()).toBe(false)
    await start.click()
    await page.getByRole('heading', { name: 'Artwork Recreation', level: 1 }).waitFor()
    // A one-step design quote shows its summary without a step count.
    await textOf(page, '.summary', /Artwork Recreation\$95\.00/)
    expect(await page.locator('.summary').textContent()).not.toMatch(/Step \d+ of \d+/)
  })
})
