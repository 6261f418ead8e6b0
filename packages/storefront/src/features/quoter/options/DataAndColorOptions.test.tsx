// @vitest-environment happy-dom
import { buildOrder, cartonQuotePatch, labelQuotePatch } from '@diecut/quote-core/testing'
import { createQuoteApi, QuoteStoreProvider } from '@diecut/quote-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataAndColorOptions } from './DataAndColorOptions'

const rendered = (patch: typeof labelQuotePatch) =>
  renderToStaticMarkup(
    <QuoteStoreProvider api={createQuoteApi()} refocus={false}>
      <DataAndColorOptions order={buildOrder(patch)} />
    </QuoteStoreProvider>,
  )

describe('DataAndColorOptions', () => {
  it('describes Variable Data in the words of the product: label to label, carton to carton', () => {
    expect(rendered(labelQuotePatch)).toContain('change from label to label.')
    const carton = rendered(cartonQuotePatch)
    expect(carton).toContain('change from carton to carton.')
    expect(carton).not.toContain('label to label')
  })
})
