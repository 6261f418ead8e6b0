import { Icon } from '../../../components/Icon'
import type { PendingFile } from './use-artwork'
import { UploadProgress } from './UploadProgress'

/**
 * Files on their way up, each with its progress or the reason it failed; `onDismiss` lets the
 * customer clear a failed one.
 */
export const PendingUploads = ({
  pending,
  onDismiss,
}: {
  pending: readonly PendingFile[]
  onDismiss?: (key: string) => void
}) =>
  pending.length > 0 ? (
    <ul className="upload-list" aria-label="Uploading files">
      {pending.map((f) => (
        <li key={f.key} className="upload-item">
          <Icon name="file" size={18} />
          <span className="design-name">{f.name}</span>
          {f.error === null ? (
            <UploadProgress name={f.name} progress={f.progress} />
          ) : (
            <>
              <span className="field-error">{f.error}</span>
              {onDismiss ? (
                <button type="button" className="link-button" onClick={() => onDismiss(f.key)}>
                  Dismiss
                </button>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  ) : null
