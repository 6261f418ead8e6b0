import { Notice } from '../../components/Notice'
import { PendingUploads } from '../quoter/artwork/PendingUploads'
import { UploadDropzone } from '../quoter/artwork/UploadDropzone'
import { useArtwork } from '../quoter/artwork/use-artwork'
import { BriefFiles } from './BriefFiles'

/** Upload Artwork of an edits or recreation order: the customer's files to work from. */
export const DesignArtworkUpload = ({ orderId }: { orderId: number }) => {
  const art = useArtwork()
  return (
    <div className="stack-sm">
      <UploadDropzone onFiles={(f) => void art.upload(f)} disabled={orderId === 0} />
      {art.error ? <Notice tone="warn">{art.error}</Notice> : null}
      <PendingUploads pending={art.pending} />
      <BriefFiles
        label="Uploaded artwork"
        files={art.lines.map((l) => ({ id: l.id, name: l.customer_filename }))}
        onRemove={(id) => {
          const line = art.lines.find((l) => l.id === id)
          if (line) void art.remove(line)
        }}
      />
    </div>
  )
}
