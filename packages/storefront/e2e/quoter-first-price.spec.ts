import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { LAPTOP, PHONE, shotBothWidths, useBrowser } from './browser'
import { dollars, fill, pick, textOf } from './quoter-actions'

type Box = { top: number; bottom: number; left: number; right: number }

/** Whether the element is wholly inside the window and on top at its centre (nothing covers it). */
const inViewAndOnTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return (
        r.height > 0 &&
        r.top >= 0 &&
        r.bottom <= window.innerHeight &&
        hit !== null &&
        (el === hit || el.contains(hit))
      )
    })

/** Whether the bottom-right corner of the summary's pinned foot is the summary's (Help is clear). */
const footCornerClear = (page: Page) =>
  page.locator('.summary-foot').evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.right - 6, r.bottom - 6)
    return hit !== null && el.closest('.summary')!.contains(hit)
  })

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
    })

/** The material tabs: is the last one inside the tab row, with nothing hidden past its edge? */
const lastTabReadable = (page: Page) =>
  page.locator('.material-toolbar [role=tablist]').evaluate((list) => {
    const tabs = [...list.querySelectorAll('[role=tab]')]
    const last = tabs.at(-1)!.getBoundingClientRect()
    const row = list.getBoundingClientRect()
    return {
      name: tabs.at(-1)!.textContent,
      inside: last.left >= row.left - 0.5 && last.right <= row.right + 0.5,
      overflowing: list.scrollWidth > list.clientWidth + 1,
      inWindow: last.right <= window.innerWidth,
    }
  })

const quantityStep = '#step-quantity'

describe('the first-time customer sees a price early, and the summary stays in view', () => {
  const { open, shot } = useBrowser()

  it('prices the usual quantities before a quantity and keeps the total in view (1280 px)', async () => {
    const page = await open('/orders/custom-labels', LAPTOP)
    await page.getByRole('heading', { name: 'Choose a Material' }).waitFor()

    // Every material category reads in full, on a laptop and on a phone.
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size)
      expect(await lastTabReadable(page)).toEqual({
        name: expect.stringMatching(/^Unlaminated/),
        inside: true,
        overflowing: false,
        inWindow: true,
      })
      await shot(page, `quoter-first-price-tabs-${size.width}`, false)
    }
    await page.setViewportSize(LAPTOP)

    await pick(page, 'White Plastic')
    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Square/Rectangle')
    await fill(page, 'Width', '2')
    await fill(page, 'Length', '3')

    // No quantity yet: the Quantity step lists the usual quantities with a price per label.
    const rows = page.locator(`${quantityStep} tbody tr`)
    await expect.poll(() => rows.count()).toBe(9)
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    )
    expect(cells.map((c) => c[0])).toEqual([
      '100',
      '250',
      '500',
      '1,000',
      '2,500',
      '5,000',
      '10,000',
      '25,000',
      '50,000',
    ])
    for (const c of cells)
      expect(c.slice(1)).toEqual([
        expect.stringMatching(/^\$\d+\.\d{2,3}$/),
        expect.stringMatching(/^\$[\d,]+\.\d{2}$/),
      ])
    expect(await page.locator('[data-testid=subtotal]').textContent()).toBe('–')
    await page.locator(quantityStep).scrollIntoViewIfNeeded()
    await shot(page, 'quoter-first-price-breaks-1280', false)
    // The summary names the missing quantity, in the specification's words.
    const incomplete = page.locator('.summary .incomplete')
    await textOf(page, '.summary .incomplete', /Provide Label & Design Quantity/)

    // A row sets the quantity: the summary prices 2,500 labels at that row's total.
    const row2500 = cells.find((c) => c[0] === '2,500')!
    await page
      .locator(quantityStep)
      .getByRole('button', { name: /^Order 2,500 labels/ })
      .click()
    await textOf(page, '.summary-specs', /2,500 labels/)
    await expect.poll(() => page.locator('[data-testid=subtotal]').textContent()).toBe(row2500[2])
    expect(await page.getByLabel('Total labels').inputValue()).toBe('2500')
    expect(await incomplete.textContent()).not.toContain('Quantity')

    await pick(page, 'Machine Applied (Rolls)')
    await page.getByRole('heading', { name: 'Additional Options' }).waitFor()
    // Each expedite day says what it costs (same day only where this quote can have it).
    const speeds = page.getByRole('radiogroup', { name: 'Processing' })
    await textOf(page, '.option-card:has-text("Expedited: Next day")', /\+\$[\d,]+\.\d{2}/)
    const sameDay = await speeds.locator('.option-card', { hasText: 'Same day' }).textContent()
    expect(sameDay).toMatch(/\+\$[\d,]+\.\d{2}|Not available for this quote now\./)
    expect(await speeds.textContent()).not.toContain('Fee varies')

    // The subtotal and Add to Cart stay in view at the top, middle and bottom of the page.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    expect(height).toBeGreaterThan(LAPTOP.height * 2)
    for (const [at, y] of [
      ['top', 0],
      ['middle', height / 2],
      ['bottom', height],
    ] as const) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      expect([at, await inViewAndOnTop(page, '[data-testid=subtotal]')]).toEqual([at, true])
      expect([at, await inViewAndOnTop(page, '.summary-foot .btn-primary')]).toEqual([at, true])
      expect([at, await footCornerClear(page)]).toEqual([at, true])
      await shot(page, `quoter-first-price-summary-${at}-1280`, false)
    }
    // Scrolling the summary's own details leaves them pinned too.
    await page.locator('[data-testid=summary-details]').evaluate((el) => (el.scrollTop = 1e6))
    expect(await inViewAndOnTop(page, '[data-testid=subtotal]')).toBe(true)

    expect(await seriousViolations(page)).toEqual([])
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await shotBothWidths(page, shot, 'quoter-first-price-labels')
  })

  it('on a phone, moves on after a choice, leaves Help clear of the cards and prices each day (390 px)', async () => {
    const page = await open('/orders/custom-cartons', PHONE)
    await page.getByRole('heading', { name: 'Choose a Material' }).waitFor()
    const nextAfterMaterial = () =>
      page.evaluate(() => {
        const next = document.getElementById('step-material')!.nextElementSibling!
        return next.getBoundingClientRect().top
      })
    // Before the choice the next step is far below the material cards.
    expect(await nextAfterMaterial()).toBeGreaterThan(PHONE.height)
    await pick(page, 'White Paper FBB')
    await expect.poll(nextAfterMaterial).toBeLessThan(PHONE.height / 3)
    expect(await nextAfterMaterial()).toBeGreaterThanOrEqual(0)
    await shot(page, 'quoter-first-price-moved-on-390', false)

    // Help sits at the end of the price bar, over none of the cards.
    const help = await boxOf(page, '.help-fab')
    const bar = await boxOf(page, '.mobile-price-bar')
    expect(help.top).toBeGreaterThanOrEqual(bar.top)
    expect(help.bottom).toBeLessThanOrEqual(bar.bottom)
    const barText = await boxOf(page, '.mobile-price-bar .btn')
    expect(barText.right).toBeLessThanOrEqual(help.left)

    await pick(page, 'Gloss', '#step-laminate')
    await pick(page, 'Straight Tuck')
    // The carton style is one choice too: the Size step comes up next.
    const sizeTop = () =>
      page.evaluate(() => document.getElementById('step-size')!.getBoundingClientRect().top)
    await expect.poll(sizeTop).toBeLessThan(PHONE.height / 3)
    expect(await sizeTop()).toBeGreaterThanOrEqual(0)
    await fill(page, 'Length', '4')
    await fill(page, 'Width', '2')
    await fill(page, 'Depth', '6')
    const rows = page.locator(`${quantityStep} tbody tr`)
    await expect.poll(() => rows.count()).toBeGreaterThan(3)
    await page
      .locator(quantityStep)
      .getByRole('button', { name: /^Order 1,000 cartons/ })
      .click()
    await textOf(page, '.mobile-price-bar .price', /^\$[\d,]+\.\d{2}$/)
    await shot(page, 'quoter-first-price-quantity-390', false)
    // The table fits the phone: neither the page nor the table scrolls sideways, and each
    // row's comparison with this quote reads under its unit price.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    const scroller = page.locator(`${quantityStep} .price-breaks-scroll`)
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    const perUnit = await rows.evaluateAll((trs) =>
      trs.map((tr) => (tr.querySelectorAll('td')[1] as HTMLElement).innerText.replace(/\s+/g, ' ')),
    )
    expect(perUnit.filter((t) => /^\$\d+\.\d{2,3} \d+% (more|less)$/.test(t)).length).toBe(
      perUnit.length - 1,
    )

    await page.getByRole('heading', { name: 'Additional Options' }).waitFor()
    const days = page.getByRole('radiogroup', { name: 'Processing' }).locator('.option-card')
    await textOf(page, '.option-card:has-text("Expedited: 3 business days")', /\+\$/)
    await page.getByRole('radiogroup', { name: 'Processing' }).scrollIntoViewIfNeeded()
    await shot(page, 'quoter-first-price-expedite-390', false)
    const texts = await days.allTextContents()
    const expedited = texts.filter((t) => t.startsWith('Expedited'))
    expect(expedited.map((t) => t.match(/^Expedited: (\d) business days/)?.[1])).toEqual([
      '5',
      '4',
      '3',
    ])
    const fees = expedited.map((t) => dollars(t.match(/\+(\$[\d,]+\.\d{2})/)![1]!))
    expect(fees.every((f) => f > 0)).toBe(true)

    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize(LAPTOP)
    await shotBothWidths(page, shot, 'quoter-first-price-cartons')
  })
})
