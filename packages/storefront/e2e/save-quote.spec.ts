import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'
import { pick, textOf } from './quoter-actions'

describe('a guest saving a quote', () => {
  const { open, shot } = useBrowser()

  it('signs up in the save modal and the save runs after sign-up', async () => {
    const page = await open('/orders/custom-labels')
    await pick(page, 'Kraft Paper')
    await page.waitForURL(/\/orders\/custom-labels\/\d+/)
    const orderId = /\/(\d+)$/.exec(page.url())?.[1]
    await page.getByRole('button', { name: 'Save Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save Your Quote' })
    await dialog.waitFor()
    await dialog.getByLabel('I already have an account').check()
    await dialog.getByRole('button', { name: 'Login & Save Quote' }).waitFor()
    await dialog.getByLabel('I already have an account').uncheck()
    await dialog.getByLabel('Name').fill('Rosa Baker')
    await dialog.getByLabel('Company (optional)').fill('Baker Candle Co.')
    await dialog.getByLabel('Email').fill(`rosa+${Date.now()}@example.com`)
    await dialog.getByLabel('Password').fill('beeswax-2024')
    await shot(page, 'save-quote-signup-modal', false)
    await dialog.getByRole('button', { name: 'Sign Up & Save Quote' }).click()
    await textOf(page, '.saved-banner', /Your quote has been saved\./)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('link', { name: 'View saved quotes' }).click()
    await page.getByRole('heading', { name: 'Saved Quotes', level: 1 }).waitFor()
    await textOf(page, '.list-cards', new RegExp(`Quote #${orderId}`))
    await textOf(page, '.list-cards', /Saved Quote - /)
  })
})
