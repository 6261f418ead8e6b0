// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArtworkFiles } from './ArtworkFiles'

afterEach(cleanup)

const file = (id: number, filename: string, content_type: string, size_bytes: number) => ({
  id,
  filename,
  content_type,
  size_bytes,
  url: `/api/admin/orders/DC-10000042/artwork/${id}`,
})

describe('ArtworkFiles', () => {
  it('lists each file with its size, a view link where the browser shows it, and a download', () => {
    render(
      <ArtworkFiles
        files={[
          file(7, 'front.pdf', 'application/pdf', 4_404_019),
          file(8, 'back.eps', 'application/postscript', 35_840),
          file(9, 'logo.png', 'image/png', 812),
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Artwork files' })).getAllByRole(
      'listitem',
    )
    expect(items.map((li) => li.textContent)).toEqual([
      'front.pdfapplication/pdf · 4.2 MBViewDownload',
      'back.epsapplication/postscript · 35 kBDownload',
      'logo.pngimage/png · 812 BViewDownload',
    ])
    const view = screen.getByRole('link', { name: 'View front.pdf' })
    expect(view.getAttribute('href')).toBe('/api/admin/orders/DC-10000042/artwork/7?inline=1')
    expect(view.getAttribute('target')).toBe('_blank')
    const download = screen.getByRole('link', { name: 'Download back.eps' })
    expect(download.getAttribute('href')).toBe('/api/admin/orders/DC-10000042/artwork/8')
    expect(download.getAttribute('download')).toBe('back.eps')
    expect(screen.queryByRole('link', { name: 'View back.eps' })).toBeNull()
  })

  it('says when no artwork came yet', () => {
    const { container } = render(<ArtworkFiles files={[]} />)
    expect(container.textContent).toBe('No artwork yet.')
    expect(screen.queryByRole('list')).toBeNull()
  })
})
