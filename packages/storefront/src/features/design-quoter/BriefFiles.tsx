import { Icon } from '../../components/Icon'

/** Files a design brief holds, each with a Remove button. */
export const BriefFiles = ({
  label,
  files,
  onRemove,
}: {
  label: string
  files: readonly { readonly id: number; readonly name: string }[]
  onRemove: (id: number) => void
}) =>
  files.length > 0 ? (
    <ul className="brief-files" aria-label={label}>
      {files.map((f) => (
        <li key={f.id}>
          <Icon name="file" size={16} />
          <span className="design-name">{f.name}</span>
          <button
            type="button"
            className="link-button"
            aria-label={`Remove ${f.name}`}
            onClick={() => onRemove(f.id)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  ) : null
