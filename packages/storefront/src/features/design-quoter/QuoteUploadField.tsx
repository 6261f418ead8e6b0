import type { QuoteUpload } from '@diecut/quote-core'
import { useQuoteStore, useQuoteUploads } from '@diecut/quote-react'
import { useId, useState } from 'react'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { ArtworkFileInput } from '../quoter/artwork/ArtworkFileInput'
import { UploadProgress } from '../quoter/artwork/UploadProgress'
import { BriefFiles } from './BriefFiles'

/**
 * One kind of brief file (logo, style reference, creative vision): choose files, see them
 * listed with their progress, remove one. The files go to the quote's uploads of that type.
 */
export const QuoteUploadField = ({
  type,
  label,
  hint,
  onChange,
}: {
  type: QuoteUpload['type']
  label: string
  hint?: string
  /** The customer added or removed a file. */
  onChange?: () => void
}) => {
  const id = useId()
  const orderId = useQuoteStore((s) => s.order.id)
  const uploads = useQuoteUploads(orderId, type)
  const [error, setError] = useState<string | null>(null)
  const add = async (files: readonly File[]) => {
    onChange?.()
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
        <ArtworkFileInput
          id={id}
          label={label}
          disabled={orderId === 0 || uploads.progress !== null}
          onFiles={(files) => void add(files)}
        />
      </div>
      {uploads.progress !== null ? (
        <UploadProgress name={label} progress={uploads.progress} />
      ) : null}
      {error ? <Notice tone="warn">{error}</Notice> : null}
      <BriefFiles
        label={`${label}: uploaded files`}
        files={uploads.uploads.map((u) => ({ id: u.id, name: u.filename }))}
        onRemove={(id) => {
          onChange?.()
          void uploads.remove(id)
        }}
      />
    </div>
  )
}
