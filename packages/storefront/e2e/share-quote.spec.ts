import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, screenshotsDir, useBrowser } from './browser'
import { quoteLabels, textOf } from './quoter-actions'

const WIDE = { width: 1280, height: 900 }
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const escape = (s: string) => s.replace(/[$.]/g, '\\$&')

const shareLink = async (page: Page): Promise<string> => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Share quote' }).click()
  await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor()
  const url = await page.getByLabel('Share link').inputValue()
  expect(url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  return url
}

describe('shared quotes, PDFs and Need it by', () => {
  const { open, shot } = useBrowser()

  it('shares a quote that a second browser opens, prices and starts from', async () => {
    const page = await open('/orders/custom-labels', WIDE)
    const { subtotal } = await quoteLabels(page, {
      material: 'Kraft Paper',
      laminate: null,
      quantity: 2500,
    })
    const ownerOrder = /\/(\d+)$/.exec(page.url())?.[1]
    const url = await shareLink(page)
    await page
      .locator('.summary-card')
      .screenshot({ path: path.join(screenshotsDir, 'summary-share-1280.png') })

    // Someone else (no cookies in common) opens the link.
    const visitor = await open(new URL(url).pathname, WIDE)
    await visitor.getByRole('heading', { name: `Quote Q-${ownerOrder}`, level: 1 }).waitFor()
    await textOf(visitor, '[data-testid=shared-total]', new RegExp(`^${escape(subtotal)}$`))
    await textOf(visitor, '.shared-quote', /Kraft Paper/)
    await textOf(visitor, '.shared-quote', /2,500 labels/)
    await visitor.getByRole('table', { name: 'Price per unit at other quantities' }).waitFor()
    await visitor.getByRole('img', { name: /Preview of a 2" by 3" label/ }).waitFor()
    await shot(visitor, 'shared-quote-1280')

    await visitor.getByRole('button', { name: 'Start from this quote' }).click()
    await visitor.waitForURL(/\/orders\/custom-labels\/\d+$/)
    const copyId = /\/(\d+)$/.exec(visitor.url())?.[1]
    expect(copyId).not.toBe(ownerOrder)
    await textOf(visitor, '[data-testid=subtotal]', new RegExp(`^${escape(subtotal)}$`))
    await textOf(visitor, '.summary-specs', /Kraft Paper/)

    const phone = await open(new URL(url).pathname, PHONE)
    await textOf(phone, '[data-testid=shared-total]', new RegExp(`^${escape(subtotal)}$`))
    await shot(phone, 'shared-quote-390')
  })

  it('downloads the quote as a PDF', async () => {
    const page = await open('/orders/custom-labels', WIDE)
    const { subtotal } = await quoteLabels(page, {
      material: 'Kraft Paper',
      laminate: null,
      quantity: 1000,
    })
    const orderId = /\/(\d+)$/.exec(page.url())?.[1]
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`diecut-quote-${orderId}.pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(2000)
    expect(subtotal).toMatch(/^\$/)
  })

  it('Need it by picks the speed and shipping that arrive in time', async () => {
    const page = await open('/orders/custom-labels', WIDE)
    await quoteLabels(page, { material: 'Kraft Paper', laminate: null, quantity: 1000 })
    const needBy = page.getByRole('form', { name: 'Need it by' })
    await needBy.getByLabel('Delivery ZIP').fill('30303')
    await needBy.getByLabel('Delivery ZIP').press('Tab')

    // Tomorrow is too soon for printed labels: the earliest option is picked and said.
    await needBy.getByLabel('Need it by').fill(day(1))
    await textOf(page, '.need-by-late', /^We can't deliver by .+ The earliest arrival is /)
    await textOf(
      page,
      '.arrives-by',
      /^Arrives by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}$/,
    )
    await page.getByRole('radio', { name: /^Expedited/, checked: true }).waitFor()
    expect(await needBy.getByRole('combobox').inputValue()).toBe('01')

    // Six weeks out: Standard processing with Ground is on time and cheapest.
    await needBy.getByLabel('Need it by').fill(day(42))
    await page.getByRole('radio', { name: /^Standard/, checked: true }).waitFor()
    await expect.poll(() => needBy.getByRole('combobox').inputValue()).toBe('03')
    const arrives = await textOf(page, '.arrives-by', /^Arrives by \w{3}, \w{3} \d{1,2}$/)
    expect(await page.locator('.need-by-late').count()).toBe(0)
    await page
      .locator('.summary')
      .screenshot({ path: path.join(screenshotsDir, 'summary-need-by-1280.png') })
    expect(arrives).toContain('Arrives by')

    // The same quote on a phone.
    await page.setViewportSize(PHONE)
    await textOf(page, '.arrives-by', /^Arrives by /)
    await page.getByRole('button', { name: 'Share quote' }).waitFor()
    await page.locator('.summary-card').screenshot({
      path: path.join(screenshotsDir, 'summary-need-by-390.png'),
    })
  })
})
