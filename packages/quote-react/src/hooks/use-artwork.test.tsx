// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { labelGestures } from '../../test/support/label-quote'
import { browserQuote } from '../../test/support/render-quote'
import { useArtworkInfo } from './use-artwork-info'
import { useDesigns } from './use-designs'
import { useDispatch } from './use-dispatch'
import { useOrder } from './use-order'
import { useQuoteUploads } from './use-quote-uploads'
import { useUploadDesigns } from './use-upload-designs'

// The smallest valid PNG: a 1 x 1 transparent pixel.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
)
const png = (name: string) => new File([PNG], name, { type: 'image/png' })

const useArtwork = () => {
  const order = useOrder()
  const designs = useDesigns(order.id)
  return {
    order,
    dispatch: useDispatch(),
    designs,
    info: useArtworkInfo(order.id, designs.designs),
    uploader: useUploadDesigns(order.id),
    logos: useQuoteUploads(order.id, 'logo'),
  }
}

const renderArtwork = async () => {
  const session = await browserQuote()
  const view = renderHook(useArtwork, { wrapper: session.wrapper })
  act(() => {
    for (const a of labelGestures) view.result.current.dispatch(a)
  })
  await waitFor(() => expect(view.result.current.order.id).toBeGreaterThan(0), { timeout: 15_000 })
  await waitFor(() => expect(view.result.current.designs.status).toBe('ready'))
  return { ...session, view }
}

describe('useUploadDesigns and useDesigns', () => {
  it('upload each file with its own progress and outcome, and re-price the quote', async () => {
    const { view } = await renderArtwork()
    expect(view.result.current.designs.designs).toEqual([])
    const files = [png('front.png'), new File(['hello'], 'notes.txt'), png('back.png')]
    await act(() => view.result.current.uploader.upload(files, { qtyPerDesign: 500 }))

    const { uploads, busy } = view.result.current.uploader
    expect(busy).toBe(false)
    expect(uploads.map((u) => [u.name, u.status, u.progress])).toEqual([
      ['front.png', 'done', 1],
      ['notes.txt', 'error', 0],
      ['back.png', 'done', 1],
    ])
    expect(uploads[1]?.error).toContain('is not an accepted file')
    expect(view.result.current.designs.designs.map((d) => [d.customer_filename, d.qty])).toEqual([
      ['front.png', 500],
      ['back.png', 500],
    ])
    expect(view.result.current.order.designs_orders).toHaveLength(2)
    expect(view.result.current.order.quoted_total).toBeGreaterThan(0)
  })

  it('change a design quantity and delete a design', async () => {
    const { view } = await renderArtwork()
    await act(() => view.result.current.uploader.upload([png('a.png'), png('b.png')]))
    const [a, b] = view.result.current.designs.designs
    await act(() => view.result.current.designs.setQuantity(a!.id, 700))
    expect(view.result.current.designs.designs.find((d) => d.id === a!.id)?.qty).toBe(700)
    expect(view.result.current.order.designs_orders.find((d) => d.id === a!.id)?.qty).toBe(700)
    await act(() => view.result.current.designs.remove(b!.id))
    expect(view.result.current.designs.designs.map((d) => d.id)).toEqual([a!.id])
    expect(view.result.current.order.designs_orders).toHaveLength(1)
  })
})

describe('useDesigns inside a quote', () => {
  it("shows the quote's own lines, changes every quantity at once and sends it once", async () => {
    const { view, fetch } = await renderArtwork()
    await act(() => view.result.current.uploader.upload([png('a.png')]))
    await act(() => view.result.current.uploader.upload([png('b.png')]))
    expect(view.result.current.uploader.uploads.map((u) => [u.name, u.status])).toEqual([
      ['a.png', 'done'],
      ['b.png', 'done'],
    ])
    expect(view.result.current.designs.designs).toBe(view.result.current.order.designs_orders)
    expect(fetch.count('/orders/quote-designs')).toBe(0)

    let sent: Promise<void> = Promise.resolve()
    act(() => {
      void view.result.current.designs.setAllQuantities(300)
      sent = view.result.current.designs.setAllQuantities(400)
    })
    expect(view.result.current.order.design_qty).toBe(400)
    await act(() => sent)
    expect(fetch.count('/orders/quote-update-all-designs-orders')).toBe(1)
    expect(view.result.current.order.designs_orders.map((d) => d.qty)).toEqual([400, 400])

    const key = view.result.current.uploader.uploads[0]!.key
    act(() => view.result.current.uploader.dismiss(key))
    expect(view.result.current.uploader.uploads.map((u) => u.name)).toEqual(['b.png'])
  })

  it('gives the pixel size the server recorded for each file', async () => {
    const { view } = await renderArtwork()
    await act(() => view.result.current.uploader.upload([png('pixel.png')]))
    const [line] = view.result.current.designs.designs
    await waitFor(() => expect(view.result.current.info.get(line!.design_id)).toBeDefined())
    expect(view.result.current.info.get(line!.design_id)).toMatchObject({
      customer_filename: 'pixel.png',
      mimetype: 'image/png',
      width_px: 1,
      height_px: 1,
    })
  })
})

describe('useQuoteUploads', () => {
  it('adds a logo file, lists it by type and deletes it', async () => {
    const { view } = await renderArtwork()
    await waitFor(() => expect(view.result.current.logos.status).toBe('ready'))
    expect(view.result.current.logos.uploads).toEqual([])
    await act(() => view.result.current.logos.add(png('our logo.png')))
    const [logo] = view.result.current.logos.uploads
    expect(logo).toMatchObject({ filename: 'ourlogo.png', type: 'logo' })
    expect(view.result.current.logos.progress).toBeNull()
    expect(view.result.current.order.order_uploads.map((u) => u.id)).toEqual([logo!.id])
    await act(() => view.result.current.logos.remove(logo!.id))
    expect(view.result.current.logos.uploads).toEqual([])
    expect(view.result.current.order.order_uploads).toEqual([])
  })
})
