import type { PlacedArtworkFile } from '@diecut/quote-core'
import { artworkFileLinks } from '@diecut/quote-react'
import { formatFileSize } from '../../components/format-file-size'

/**
 * The artwork files a customer sent for one item, for staff: each with its name, type and size,
 * a link to view it in a new tab when the browser can show it (PDF and web images), and one to
 * download it.
 */
export const ArtworkFiles = ({ files }: { files: readonly PlacedArtworkFile[] }) => {
  if (files.length === 0) return <p className="muted small">No artwork yet.</p>
  return (
    <ul className="artwork-files" aria-label="Artwork files">
      {files.map((file) => {
        const { view, download } = artworkFileLinks(file)
        return (
          <li key={file.id}>
            <span className="artwork-file-name">{file.filename}</span>
            <span className="muted small">
              {file.content_type} · {formatFileSize(file.size_bytes)}
            </span>
            <span className="artwork-file-links">
              {view === null ? null : (
                <a
                  href={view}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`View ${file.filename}`}
                >
                  View
                </a>
              )}
              <a href={download} download={file.filename} aria-label={`Download ${file.filename}`}>
                Download
              </a>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
