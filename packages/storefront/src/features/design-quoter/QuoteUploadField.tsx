import { ACCEPTED_ARTWORK_EXTENSIONS, type QuoteUpload } from '@diecut/quote-core'
import { useQuoteStore, useQuoteUploads } from '@diecut/quote-react'
import { useId, useState } from 'react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'

/**
 * One kind of brief file (logo, style reference, creative vision): choose files, see them
 * listed with their progress, remove one. The files go to the quote's uploads of that type.
 */
export const QuoteUploadField = ({
  type,
  label,
  hint,
}: {
  type: QuoteUpload['type']
  label: string
  hint?: string
}) => {
  const id = useId()
  const orderId = useQuoteStore((s) => s.order.id)
  const uploads = useQuoteUploads(orderId, type)
  const [error, setError] = useState<string | null>(null)
  const add = async (files: readonly File[]) => {
    setError(null)
    for (const file of files) {
      try {
        await uploads.add(file)
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The file could not be uploaded.')
      }
    }
  }
  return (
    <div className="brief-upload">
      <div className="brief-upload-head">
        <Icon name="upload" size={20} />
        <div>
          <span className="field-label">{label}</span>
          {hint ? <p className="field-hint">{hint}</p> : null}
        </div>
        <label htmlFor={id} className="btn btn-secondary btn-sm">
          Choose files
        </label>
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_ARTWORK_EXTENSIONS}
          className="visually-hidden"
          aria-label={label}
          disabled={orderId === 0 || uploads.progress !== null}
          onChange={(e) => {
            void add([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
      </div>
      {uploads.progress !== null ? (
        <div
          className="progress"
          role="progressbar"
          aria-label={`Uploading ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(uploads.progress * 100)}
        >
          <span style={{ width: `${Math.round(uploads.progress * 100)}%` }} />
        </div>
      ) : null}
      {error ? <Notice tone="warn">{error}</Notice> : null}
      {uploads.uploads.length > 0 ? (
        <ul className="brief-files" aria-label={`${label}: uploaded files`}>
          {uploads.uploads.map((u) => (
            <li key={u.id}>
              <Icon name="file" size={16} />
              <span className="design-name">{u.filename}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${u.filename}`}
                onClick={() => void uploads.remove(u.id)}
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
