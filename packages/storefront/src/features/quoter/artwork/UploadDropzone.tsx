import { ACCEPTED_ARTWORK_NAMES, MIN_ARTWORK_PPI, MAX_FILES_PER_UPLOAD } from '@diecut/quote-core'
import { useId, useState } from 'react'
import { Icon } from '../../../components/Icon'
import { ArtworkFileInput } from './ArtworkFileInput'

/** Drop files here or choose them (up to MAX_FILES_PER_UPLOAD at a time). */
export const UploadDropzone = ({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void
  disabled?: boolean
}) => {
  const id = useId()
  const [over, setOver] = useState(false)
  return (
    <div
      className={`dropzone${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        if (!disabled) onFiles([...e.dataTransfer.files])
      }}
    >
      <Icon name="upload" size={28} />
      <p>
        <strong>Drag your artwork here</strong> or{' '}
        <label htmlFor={id} className="link-button">
          choose files
        </label>
      </p>
      <ArtworkFileInput
        id={id}
        label="Upload artwork files"
        disabled={disabled}
        onFiles={onFiles}
      />
      <p className="muted small">
        {ACCEPTED_ARTWORK_NAMES} · up to {MAX_FILES_PER_UPLOAD} files · {MIN_ARTWORK_PPI} ppi at
        print size
      </p>
    </div>
  )
}
