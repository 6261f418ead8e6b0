import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { UploadDropzone } from '../quoter/artwork/UploadDropzone'
import { useArtwork } from '../quoter/artwork/use-artwork'

/** Upload Artwork of an edits or recreation order: the customer's files to work from. */
export const DesignArtworkUpload = ({ orderId }: { orderId: number }) => {
  const art = useArtwork()
  return (
    <div className="stack-sm">
      <UploadDropzone onFiles={(f) => void art.upload(f)} disabled={orderId === 0} />
      {art.error ? <Notice tone="warn">{art.error}</Notice> : null}
      {art.pending.length > 0 ? (
        <ul className="upload-list" aria-label="Uploading files">
          {art.pending.map((f) => (
            <li key={f.key} className="upload-item">
              <Icon name="file" size={18} />
              <span className="design-name">{f.name}</span>
              {f.error === null ? (
                <div
                  className="progress"
                  role="progressbar"
                  aria-label={`Uploading ${f.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(f.progress * 100)}
                >
                  <span style={{ width: `${Math.round(f.progress * 100)}%` }} />
                </div>
              ) : (
                <span className="field-error">{f.error}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {art.lines.length > 0 ? (
        <ul className="brief-files" aria-label="Uploaded artwork">
          {art.lines.map((line) => (
            <li key={line.id}>
              <Icon name="file" size={16} />
              <span className="design-name">{line.customer_filename}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${line.customer_filename}`}
                onClick={() => void art.remove(line)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
