import {
  ACCEPTED_ARTWORK_EXTENSIONS,
  ACCEPTED_ARTWORK_NAMES,
  MAX_FILES_PER_UPLOAD,
} from '@diecut/quote-core'
import { useId, useState } from 'react'
import { useBusyAction } from '../../components/use-busy-action'

type Props = {
  readonly orderId: number
  /** The item as the customer knows it: product and size. */
  readonly name: string
  readonly onUpload: (orderId: number, files: readonly File[]) => Promise<unknown>
}

/**
 * The artwork of an item placed without it: the customer picks their files (the formats the
 * quoter takes) and sends them at once; the server's refusal is shown as it words it.
 */
export const LineArtworkUpload = ({ orderId, name, onUpload }: Props) => {
  const id = useId()
  const [files, setFiles] = useState<readonly File[]>([])
  // A new key empties the file input after a refusal the customer may want to pick again for.
  const [picked, setPicked] = useState(0)
  const { busy, error, run } = useBusyAction('Your artwork could not be sent. Please try again.')
  const send = async () => {
    if (files.length === 0) return
    if (!(await run(() => onUpload(orderId, files)))) {
      setFiles([])
      setPicked((n) => n + 1)
    }
  }
  const count = `${files.length} file${files.length === 1 ? '' : 's'}`
  return (
    <div className="line-artwork">
      <p className="small">We need your print-ready artwork for this item to prepare its proof.</p>
      <div className="line-artwork-pick">
        <label className="field" htmlFor={id}>
          <span className="field-label">Artwork for {name}</span>
          <input
            key={picked}
            id={id}
            className="input"
            type="file"
            multiple
            accept={ACCEPTED_ARTWORK_EXTENSIONS}
            disabled={busy}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={files.length === 0 || busy}
          aria-busy={busy}
          onClick={() => void send()}
        >
          {busy ? 'Uploading…' : 'Upload Artwork'}
        </button>
      </div>
      <p className="muted small">
        {ACCEPTED_ARTWORK_NAMES} · up to {MAX_FILES_PER_UPLOAD} files
      </p>
      {busy ? (
        <p className="small" role="status">
          <span className="spinner" /> Sending {count}…
        </p>
      ) : null}
      {error === null ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
