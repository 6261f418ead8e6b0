import { ACCEPTED_ARTWORK_EXTENSIONS } from '@diecut/quote-core'

/**
 * The hidden picker for artwork files (the accepted types, several at a time); a visible
 * `<label htmlFor={id}>` opens it. It is emptied after each choice so the same file can be
 * chosen again.
 */
export const ArtworkFileInput = ({
  id,
  label,
  disabled,
  onFiles,
}: {
  id: string
  label: string
  disabled?: boolean
  onFiles: (files: File[]) => void
}) => (
  <input
    id={id}
    type="file"
    multiple
    accept={ACCEPTED_ARTWORK_EXTENSIONS}
    className="visually-hidden"
    aria-label={label}
    disabled={disabled}
    onChange={(e) => {
      onFiles([...(e.target.files ?? [])])
      e.target.value = ''
    }}
  />
)
